import { describe, expect, it } from 'vitest';
import { carrierCodes, isCarrierCode, normaliseTrackingNumber, trackingUrl } from './carriers';

describe('carriers', () => {
  it('cleans a tracking number as people copy it and refuses anything else', () => {
    expect(normaliseTrackingNumber(' jd01 4600-0037 ')).toBe('JD0146000037');
    expect(normaliseTrackingNumber('12345')).toBeNull();
    expect(normaliseTrackingNumber('AB12<script>')).toBeNull();
  });

  it('puts the number into every carrier’s tracking page, escaped', () => {
    for (const code of carrierCodes) {
      const url = new URL(trackingUrl(code, 'JD0146000037'));
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('JD0146000037');
    }
    expect(trackingUrl('ups', 'A/B')).toContain('A%2FB');
  });

  it('knows only its own carriers', () => {
    expect(isCarrierCode('dhl')).toBe(true);
    expect(isCarrierCode('toString')).toBe(false);
  });
});
