import { QRCodeSVG } from 'qrcode.react';

/** A QR code of a download or mobile-site URL (the right bar's and the download page's one way of drawing it). */
export function AppQr({ url, label, size = 112 }: { url: string; label: string; size?: number }) {
  return <QRCodeSVG className="app-qr" value={url} size={size} title={label} role="img" aria-label={label} />;
}
