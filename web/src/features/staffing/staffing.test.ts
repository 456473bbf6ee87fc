import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { shortfallSentence } from './staffing';

let en: TFunction<'staffing'>;
let de: TFunction<'staffing'>;
beforeAll(async () => {
  await i18n.loadLanguages(['en', 'de']);
  await i18n.loadNamespaces('staffing');
  en = i18n.getFixedT('en', 'staffing');
  de = i18n.getFixedT('de', 'staffing');
});

const twoOff = {
  present: 2,
  required: 3,
  teamSize: 5,
  absent: [
    { name: 'Ana Smith', status: 'APPROVED' },
    { name: 'Ben Li', status: 'PENDING' },
  ],
};

describe('staffing sentences', () => {
  it('names who else is off with their status', () => {
    expect(shortfallSentence(twoOff, en, 'en')).toBe(
      '2 of 5 present, 3 needed; Ana Smith (approved) and Ben Li (pending) are off.',
    );
    expect(shortfallSentence({ ...twoOff, absent: [twoOff.absent[0]] }, en, 'en')).toBe(
      '2 of 5 present, 3 needed; Ana Smith (approved) is off.',
    );
    expect(shortfallSentence({ present: 1, required: 2, teamSize: 2, absent: [] }, en, 'en')).toBe(
      '1 of 2 present, 2 needed.',
    );
  });

  it('says it in German, names listed the German way', () => {
    expect(shortfallSentence(twoOff, de, 'de')).toBe(
      '2 von 5 anwesend, 3 benötigt; Ana Smith (genehmigt) und Ben Li (ausstehend) sind abwesend.',
    );
  });
});
