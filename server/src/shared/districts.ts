/**
 * Bangladesh's 64 districts (zila), in English and Bangla, and which delivery place each belongs to.
 * Checkout picks the district from this list and the delivery place follows from it; the server
 * refuses a pair that does not match. Shared by the client (as `#shared/districts.ts`) and the
 * server; imports nothing.
 */

export type DistrictPlace = 'DHAKA' | 'OUTSIDE_DHAKA';

export interface District {
  /** The English name the shop stores (current official spelling). */
  name: string;
  /** The Bangla name. */
  bn: string;
  division: string;
  /** Other spellings customers type (older official names, common transliterations). */
  aliases?: readonly string[];
}

const row = (division: string, name: string, bn: string, ...aliases: string[]): District => ({ name, bn, division, ...(aliases.length ? { aliases } : {}) });

/** All 64 districts, by division. */
export const DISTRICTS: readonly District[] = [
  row('Dhaka', 'Dhaka', 'ঢাকা', 'Dacca'),
  row('Dhaka', 'Faridpur', 'ফরিদপুর'),
  row('Dhaka', 'Gazipur', 'গাজীপুর'),
  row('Dhaka', 'Gopalganj', 'গোপালগঞ্জ'),
  row('Dhaka', 'Kishoreganj', 'কিশোরগঞ্জ', 'Kishorganj'),
  row('Dhaka', 'Madaripur', 'মাদারীপুর'),
  row('Dhaka', 'Manikganj', 'মানিকগঞ্জ'),
  row('Dhaka', 'Munshiganj', 'মুন্সীগঞ্জ', 'Munshigonj'),
  row('Dhaka', 'Narayanganj', 'নারায়ণগঞ্জ', 'Narayangonj'),
  row('Dhaka', 'Narsingdi', 'নরসিংদী', 'Narshingdi'),
  row('Dhaka', 'Rajbari', 'রাজবাড়ী'),
  row('Dhaka', 'Shariatpur', 'শরীয়তপুর'),
  row('Dhaka', 'Tangail', 'টাঙ্গাইল'),
  row('Chattogram', 'Bandarban', 'বান্দরবান'),
  row('Chattogram', 'Brahmanbaria', 'ব্রাহ্মণবাড়িয়া', 'B. Baria'),
  row('Chattogram', 'Chandpur', 'চাঁদপুর'),
  row('Chattogram', 'Chattogram', 'চট্টগ্রাম', 'Chittagong', 'Ctg'),
  row('Chattogram', 'Cumilla', 'কুমিল্লা', 'Comilla'),
  row('Chattogram', "Cox's Bazar", 'কক্সবাজার', 'Coxs Bazar', 'Cox Bazar', 'Coxsbazar'),
  row('Chattogram', 'Feni', 'ফেনী'),
  row('Chattogram', 'Khagrachhari', 'খাগড়াছড়ি', 'Khagrachari'),
  row('Chattogram', 'Lakshmipur', 'লক্ষ্মীপুর', 'Laxmipur', 'Lakshipur'),
  row('Chattogram', 'Noakhali', 'নোয়াখালী'),
  row('Chattogram', 'Rangamati', 'রাঙ্গামাটি'),
  row('Rajshahi', 'Bogura', 'বগুড়া', 'Bogra'),
  row('Rajshahi', 'Chapai Nawabganj', 'চাঁপাইনবাবগঞ্জ', 'Chapainawabganj', 'Nawabganj'),
  row('Rajshahi', 'Joypurhat', 'জয়পুরহাট', 'Jaipurhat'),
  row('Rajshahi', 'Naogaon', 'নওগাঁ'),
  row('Rajshahi', 'Natore', 'নাটোর'),
  row('Rajshahi', 'Pabna', 'পাবনা'),
  row('Rajshahi', 'Rajshahi', 'রাজশাহী'),
  row('Rajshahi', 'Sirajganj', 'সিরাজগঞ্জ'),
  row('Khulna', 'Bagerhat', 'বাগেরহাট'),
  row('Khulna', 'Chuadanga', 'চুয়াডাঙ্গা'),
  row('Khulna', 'Jashore', 'যশোর', 'Jessore'),
  row('Khulna', 'Jhenaidah', 'ঝিনাইদহ', 'Jhenaidaha'),
  row('Khulna', 'Khulna', 'খুলনা'),
  row('Khulna', 'Kushtia', 'কুষ্টিয়া'),
  row('Khulna', 'Magura', 'মাগুরা'),
  row('Khulna', 'Meherpur', 'মেহেরপুর'),
  row('Khulna', 'Narail', 'নড়াইল'),
  row('Khulna', 'Satkhira', 'সাতক্ষীরা'),
  row('Barishal', 'Barguna', 'বরগুনা'),
  row('Barishal', 'Barishal', 'বরিশাল', 'Barisal'),
  row('Barishal', 'Bhola', 'ভোলা'),
  row('Barishal', 'Jhalokati', 'ঝালকাঠি', 'Jhalakathi', 'Jhalokathi'),
  row('Barishal', 'Patuakhali', 'পটুয়াখালী'),
  row('Barishal', 'Pirojpur', 'পিরোজপুর'),
  row('Sylhet', 'Habiganj', 'হবিগঞ্জ'),
  row('Sylhet', 'Moulvibazar', 'মৌলভীবাজার', 'Maulvibazar', 'Moulvi Bazar'),
  row('Sylhet', 'Sunamganj', 'সুনামগঞ্জ'),
  row('Sylhet', 'Sylhet', 'সিলেট'),
  row('Rangpur', 'Dinajpur', 'দিনাজপুর'),
  row('Rangpur', 'Gaibandha', 'গাইবান্ধা'),
  row('Rangpur', 'Kurigram', 'কুড়িগ্রাম'),
  row('Rangpur', 'Lalmonirhat', 'লালমনিরহাট'),
  row('Rangpur', 'Nilphamari', 'নীলফামারী'),
  row('Rangpur', 'Panchagarh', 'পঞ্চগড়'),
  row('Rangpur', 'Rangpur', 'রংপুর'),
  row('Rangpur', 'Thakurgaon', 'ঠাকুরগাঁও'),
  row('Mymensingh', 'Jamalpur', 'জামালপুর'),
  row('Mymensingh', 'Mymensingh', 'ময়মনসিংহ'),
  row('Mymensingh', 'Netrokona', 'নেত্রকোণা', 'Netrakona'),
  row('Mymensingh', 'Sherpur', 'শেরপুর'),
];

// Case, spaces, dots, apostrophes and a trailing "district"/"zila"/"জেলা" do not matter when matching.
function key(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/\b(district|zila|zilla|sadar)\b|জেলা|সদর/g, '')
    .replace(/[\s.'’`-]+/g, '');
}

const BY_KEY = new Map<string, District>();
for (const district of DISTRICTS) {
  for (const spelling of [district.name, district.bn, ...(district.aliases ?? [])]) BY_KEY.set(key(spelling), district);
}

/** The district a name means (English, Bangla or a known older spelling, any case), or null. */
export function findDistrict(text: string | null | undefined): District | null {
  if (!text) return null;
  return BY_KEY.get(key(text)) ?? null;
}

/**
 * The district a free-text field most likely names: the whole text, else its last comma-separated
 * part ("Agrabad, Chattogram"), else any single word of it. Used to read addresses saved before the
 * district was chosen from the list.
 */
export function guessDistrict(text: string | null | undefined): District | null {
  if (!text) return null;
  const whole = findDistrict(text);
  if (whole) return whole;
  const parts = text.split(/[,\n]/).map((part) => part.trim()).filter(Boolean).reverse();
  for (const part of parts) {
    const found = findDistrict(part);
    if (found) return found;
  }
  for (const word of text.split(/[\s,]+/).reverse()) {
    const found = findDistrict(word);
    if (found) return found;
  }
  return null;
}

/**
 * Where a parcel to this district goes: the shop's "Inside Dhaka" rate covers Dhaka district;
 * every other district, neighbours included, is "Outside Dhaka".
 */
export function deliveryPlaceOf(district: District): DistrictPlace {
  return district.name === 'Dhaka' ? 'DHAKA' : 'OUTSIDE_DHAKA';
}

/** "Chattogram (চট্টগ্রাম)": how lists and messages name a district. */
export function districtLabel(district: District): string {
  return `${district.name} (${district.bn})`;
}

/** Matches for what a customer typed: by the start of any spelling first, then anywhere in it. */
export function searchDistricts(term: string): District[] {
  const wanted = key(term);
  if (!wanted) return [...DISTRICTS];
  const spellings = (d: District) => [d.name, d.bn, ...(d.aliases ?? [])].map(key);
  const starts = DISTRICTS.filter((d) => spellings(d).some((s) => s.startsWith(wanted)));
  const inside = DISTRICTS.filter((d) => !starts.includes(d) && spellings(d).some((s) => s.includes(wanted)));
  return [...starts, ...inside];
}
