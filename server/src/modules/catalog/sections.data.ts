/** The shop's sections as the storefront routes name them (seed §2): /academic, /academic/cycle, /engineering, /medical, /varsity. */
export interface SectionSeed {
  slug: string;
  name: string;
  description: string;
  position: number;
  children?: SectionSeed[];
}

export const SHOP_SECTIONS: SectionSeed[] = [
  {
    slug: 'academic',
    name: 'Academic',
    description: 'Textbooks, guides and test papers for SSC and HSC students.',
    position: 1,
    children: [
      {
        slug: 'cycle',
        name: 'Cycle',
        description: 'Cycle-wise preparation books and question banks for each HSC exam cycle.',
        position: 1,
      },
    ],
  },
  {
    slug: 'engineering',
    name: 'Engineering',
    description: 'Admission preparation for BUET, KUET, RUET, CUET and other engineering universities.',
    position: 2,
  },
  {
    slug: 'medical',
    name: 'Medical',
    description: 'MBBS and BDS admission preparation books and question banks.',
    position: 3,
  },
  {
    slug: 'varsity',
    name: 'Varsity',
    description: 'Admission preparation for Dhaka University and other public universities.',
    position: 4,
  },
];
