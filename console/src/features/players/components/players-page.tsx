import { Route, Routes } from 'react-router-dom';
import { PlayerProfile } from './player-profile';
import { PlayerSearch } from './player-search';

/** /console/players: the search, and /console/players/:id a player's profile. */
export function PlayersPage() {
  return (
    <Routes>
      <Route index element={<PlayerSearch />} />
      <Route path=":id" element={<PlayerProfile />} />
    </Routes>
  );
}
