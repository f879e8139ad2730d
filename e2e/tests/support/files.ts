/** A 1×1 PNG: a real image for the ID upload fields. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
