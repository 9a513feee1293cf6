// The words a printed ticket carries (round, order, takeaway, …), in the restaurant's language
// (setting restaurant-language): the staff console's messages, locales/staff/*.json "printed".
import { IntlMessageFormat } from 'intl-messageformat';
import { bcp47Of, type Language } from '../../../core/locale/language';
import en from '../../../locales/staff/en.json';
import it from '../../../locales/staff/it.json';
import zh from '../../../locales/staff/zh.json';
import es from '../../../locales/staff/es.json';
import de from '../../../locales/staff/de.json';
import pt from '../../../locales/staff/pt.json';
import fr from '../../../locales/staff/fr.json';

type Printed = (typeof en)['staff']['printed'];
export type PrintedLabel = keyof Printed;

const printed: Record<Language, Printed> = {
  EN: en.staff.printed,
  IT: it.staff.printed,
  ZH: zh.staff.printed,
  ES: es.staff.printed,
  DE: de.staff.printed,
  PT: pt.staff.printed,
  FR: fr.staff.printed,
};

/** A function that words a ticket label in one language. */
export type Labels = (label: PrintedLabel, values?: Record<string, string | number>) => string;

const cache = new Map<string, IntlMessageFormat>();

/** The ticket labels of a language. */
export function ticketLabels(language: Language): Labels {
  return (label, values) => {
    const key = `${language}.${label}`;
    let format = cache.get(key);
    if (!format) {
      format = new IntlMessageFormat(printed[language][label], bcp47Of(language));
      cache.set(key, format);
    }
    return String(format.format(values));
  };
}
