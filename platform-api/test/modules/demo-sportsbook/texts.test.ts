import { sportsbookTexts } from '../../../src/modules/demo-sportsbook/i18n';
import { pageTextGaps } from '../../helpers/page-texts';

describe("the sportsbook page's texts", () => {
  it('are complete in each of the seven languages, with the placeholders of EN', () => {
    expect(pageTextGaps(sportsbookTexts)).toEqual([]);
  });
});
