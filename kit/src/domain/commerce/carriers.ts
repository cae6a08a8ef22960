/**
 * The couriers the workshop ships with, and where a customer follows a parcel (SPEC §3
 * "Order: tracking number"). Names are the carriers' own brands, so they are not translated.
 */
export const carriers = {
  royal_mail: { name: 'Royal Mail', trackingUrl: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}' },
  dpd: { name: 'DPD', trackingUrl: 'https://www.dpd.com/tracking?parcelNumber={n}' },
  dhl: { name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={n}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={n}' },
  gls: { name: 'GLS', trackingUrl: 'https://gls-group.com/track/{n}' },
  colissimo: { name: 'Colissimo', trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code={n}' },
  poste_italiane: { name: 'Poste Italiane', trackingUrl: 'https://www.poste.it/cerca/index.html#/risultati-spedizioni/{n}' },
  correos: { name: 'Correos', trackingUrl: 'https://www.correos.es/es/es/herramientas/localizador/envios/detalle?tracking-number={n}' },
} as const satisfies Record<string, { name: string; trackingUrl: string }>;

export type CarrierCode = keyof typeof carriers;
export const carrierCodes = /* @__PURE__ */ Object.keys(carriers) as CarrierCode[];

export function isCarrierCode(value: string): value is CarrierCode {
  return Object.hasOwn(carriers, value);
}

/** Carriers' numbers are letters and digits (spaces and dashes are how people copy them); 6–40 once cleaned. */
export function normaliseTrackingNumber(raw: string): string | null {
  const cleaned = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z0-9]{6,40}$/.test(cleaned) ? cleaned : null;
}

/** The carrier's public tracking page for a parcel. */
export function trackingUrl(carrier: CarrierCode, trackingNumber: string): string {
  return carriers[carrier].trackingUrl.replace('{n}', encodeURIComponent(trackingNumber));
}
