import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** An address as a QR code a tablet's camera opens; the code is drawn by the qrcode library, loaded on this page only. */
export function AddressQrCode({ url }: { url: string }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then((qrcode) => qrcode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => current && setSvg(drawn));
    return () => {
      current = false;
    };
  }, [url]);
  if (!svg) return <div className="size-44 animate-pulse rounded-md bg-muted" aria-hidden />;
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={intl.formatMessage({ id: 'secureTill.qrCode', defaultMessage: 'QR code for {url}' }, { url })}
      className="size-44 rounded-md border bg-white p-1"
    />
  );
}
