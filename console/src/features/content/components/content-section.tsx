import { Route, Routes } from 'react-router-dom';
import { AnnouncementsPage } from './announcements-page';
import { ContentPage } from './content-page';
import { HelpPage } from './help-page';
import { NoticesPage } from './notices-page';

/** /console/content[/notices|/announcements|/help]: banners, notices and popups, announcements, help and legal. */
export function ContentSection() {
  return (
    <Routes>
      <Route index element={<ContentPage />} />
      <Route path="notices" element={<NoticesPage />} />
      <Route path="announcements" element={<AnnouncementsPage />} />
      <Route path="help" element={<HelpPage />} />
    </Routes>
  );
}
