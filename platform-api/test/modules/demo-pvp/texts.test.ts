import { pageTexts } from '../../../src/modules/demo-pvp/i18n';
import { pageTextGaps } from '../../helpers/page-texts';

describe("the PVP room page's texts", () => {
  it('are complete in each of the seven languages, with the placeholders of EN', () => {
    expect(pageTextGaps(pageTexts)).toEqual([]);
  });
});
