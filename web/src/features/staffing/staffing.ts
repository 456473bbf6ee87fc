import type { TFunction } from 'i18next';
import { formatLocale } from '../../i18n';
import { listFormat } from '../../i18n/intl';

export interface ShortfallLike {
  present: number;
  required: number;
  teamSize: number;
  absent: { name: string; status: string }[];
}

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'CANCELLED'];

/**
 * "2 of 5 present, 3 needed; Ana Smith (approved) and Ben Li (pending) are off." in the language of `t`
 * (the staffing catalogue's), the names listed as `locale` lists them.
 */
export function shortfallSentence(
  shortfall: ShortfallLike,
  t: TFunction<'staffing'>,
  locale: string = formatLocale(),
): string {
  const names = shortfall.absent.map((a) =>
    t('absentName', { name: a.name, status: STATUSES.includes(a.status) ? t(`status.${a.status}`) : a.status }),
  );
  return t('sentence', {
    present: shortfall.present,
    teamSize: shortfall.teamSize,
    required: shortfall.required,
    absent: names.length,
    names: listFormat(locale, { type: 'conjunction' }).format(names),
  });
}
