import { Route, Routes } from 'react-router-dom';
import { CataloguePage } from './catalogue-page';
import { GamesPage } from './games-page';

/** /console/games[/catalogue]: the brand's vendor cards, and the catalogue with the brand's settings of each game. */
export function GamesSection() {
  return (
    <Routes>
      <Route index element={<GamesPage />} />
      <Route path="catalogue" element={<CataloguePage />} />
    </Routes>
  );
}
