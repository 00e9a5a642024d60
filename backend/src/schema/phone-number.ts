import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * A phone field's options (x-phone): `kind: 'mobile'` takes mobile numbers only (an Iranian one is then +989…),
 * `region` is the country a number typed without its country code is read in.
 */
export interface PhoneSpec {
  kind?: 'any' | 'mobile';
  region?: string;
}

/** Where a number typed without its country code is (a leading 0, "0912 345 6789"): the store is Iranian. */
export const DEFAULT_PHONE_REGION = 'IR';

const optionsOf = (spec: boolean | PhoneSpec | undefined): PhoneSpec => (typeof spec === 'object' ? spec : {});

/** Whether an x-phone region is one the number metadata knows; a wrong one is refused at load. */
export const isPhoneRegion = (region: string): boolean => isSupportedCountry(region);

/**
 * The international E.164 form of a phone number typed in any usual way (spaces, dashes, brackets, a leading 0 or
 * 00, Persian or Arabic digits), or undefined when the text is not one valid number of the kind the field takes.
 * An extension is refused: E.164 has no place for it.
 *
 * @example toE164('0912 345 6789', true) // '+989123456789'
 * @example toE164('+1 202 555 0143', { kind: 'mobile' }) // '+12025550143' (the US does not tell mobiles apart)
 */
export function toE164(text: string, spec: boolean | PhoneSpec | undefined): string | undefined {
  const { kind = 'any', region = DEFAULT_PHONE_REGION } = optionsOf(spec);
  const phone = parsePhoneNumberFromString(text, { defaultCountry: region as CountryCode, extract: false });
  if (!phone?.isValid() || phone.ext) return undefined;
  if (kind === 'mobile') {
    const type = phone.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  }
  return phone.number;
}

/** Whether a value is already a phone field's stored form: the E.164 form of a valid number of its kind. */
export const isStoredPhone = (value: string, spec: boolean | PhoneSpec | undefined): boolean =>
  toE164(value, spec) === value;

/**
 * A phone field's value as it is stored: its E.164 form when it is a valid number, empty text as no number (null)
 * where the field may be empty, anything else as sent, for the field's validator to refuse with its message.
 */
export function phoneInput(value: unknown, spec: boolean | PhoneSpec | undefined, nullable: boolean): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return nullable ? null : value;
  return toE164(value, spec) ?? value;
}
