/**
 * How many parts (separately billed messages) a text takes, as the operators count them: the GSM 7-bit
 * alphabet carries 160 characters in one part and 153 in each part of a longer text (its extension
 * characters — ^ { } \ [ ~ ] | € — take two); anything else, Bangla included, is sent as UCS-2: 70 in one
 * part, 67 in each part of a longer one, counted in UTF-16 units.
 */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';
const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = 'GSM_7BIT' | 'UCS2';

export interface SmsParts {
  encoding: SmsEncoding;
  /** Characters as the encoding counts them (septets for GSM, UTF-16 units for UCS-2). */
  length: number;
  parts: number;
}

export function smsParts(body: string): SmsParts {
  let septets = 0;
  for (const char of body) {
    if (basic.has(char)) septets += 1;
    else if (extension.has(char)) septets += 2;
    else return partsOf('UCS2', body.length, 70, 67);
  }
  return partsOf('GSM_7BIT', septets, 160, 153);
}

function partsOf(encoding: SmsEncoding, length: number, single: number, perPart: number): SmsParts {
  return { encoding, length, parts: length === 0 ? 1 : length <= single ? 1 : Math.ceil(length / perPart) };
}
