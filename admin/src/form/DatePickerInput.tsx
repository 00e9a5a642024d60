import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS as enTexts, faIR as faTexts, trTR as trTexts } from '@mui/x-date-pickers/locales';
import { enUS, tr } from 'date-fns/locale';
import { faIR } from 'date-fns-jalali/locale';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An ISO date (a calendar day) or date-time as the picker's value: the day at local midnight, or the instant. */
export function toPickerValue(iso: unknown, withTime: boolean): Date | null {
  if (typeof iso !== 'string' || !iso) return null;
  if (withTime) {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null;
}

/** The picker's value as the API stores it: YYYY-MM-DD for a day, an ISO instant for a date-time. */
export function fromPickerValue(date: Date, withTime: boolean): string {
  if (withTime) return date.toISOString();
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The Jalali adapter, writing the calendar's days, months and years in Persian digits. */
class PersianDigitsAdapter extends AdapterDateFnsJalali {
  constructor(...args: ConstructorParameters<typeof AdapterDateFnsJalali>) {
    super(...args);
    const { format, formatByString } = this;
    this.format = (value, key) => this.formatNumber(format(value, key));
    // Texts of several parts only (the calendar's "month year" header): the typed field takes its digits from single
    // parts, and with Persian ones it no longer completes a day typed digit by digit.
    this.formatByString = (value, pattern) =>
      /\s/.test(pattern) ? this.formatNumber(formatByString(value, pattern)) : formatByString(value, pattern);
  }
}

const CALENDARS = {
  fa: { adapter: PersianDigitsAdapter, locale: faIR, texts: faTexts },
  tr: { adapter: AdapterDateFns, locale: tr, texts: trTexts },
  en: { adapter: AdapterDateFns, locale: enUS, texts: enTexts },
} as const;

export interface DatePickerInputProps {
  id: string;
  label: string;
  value: unknown;
  withTime: boolean;
  locale: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  /** A day or an instant (ISO), null when emptied, or the text 'invalid' while what is typed is not a date. */
  onChange(value: string | null): void;
  onBlur(): void;
}

/**
 * The MUI X date (and date-time) picker in the reader's calendar: Jalali with Persian digits for fa, Gregorian for en
 * and tr, typed or picked as YYYY/MM/DD (HH:mm, 24 hours). Loaded only when a form has a date.
 */
export default function DatePickerInput(props: DatePickerInputProps) {
  const calendar = CALENDARS[props.locale as keyof typeof CALENDARS] ?? CALENDARS.en;
  const Picker = props.withTime ? DateTimePicker : DatePicker;
  return (
    <LocalizationProvider
      dateAdapter={calendar.adapter}
      adapterLocale={calendar.locale}
      localeText={calendar.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      <Picker
        label={props.label}
        value={toPickerValue(props.value, props.withTime)}
        format={props.withTime ? 'yyyy/MM/dd HH:mm' : 'yyyy/MM/dd'}
        ampm={false}
        disabled={props.disabled}
        enableAccessibleFieldDOMStructure={false}
        onChange={(date) => {
          if (!date) props.onChange(null);
          else props.onChange(Number.isNaN(date.getTime()) ? 'invalid' : fromPickerValue(date, props.withTime));
        }}
        slotProps={{
          textField: {
            id: props.id,
            fullWidth: true,
            required: props.required,
            error: props.error,
            onBlur: props.onBlur,
          },
        }}
      />
    </LocalizationProvider>
  );
}
