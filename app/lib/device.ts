export type DeviceType = "phone" | "tablet" | "computer";

/**
 * The coarse kind of device an assessment was answered or a game played on (the spec's `device_info`). Only
 * this word is stored, never the user agent itself: it is enough to read results in context
 * and tells nothing else about the family.
 */
export function deviceTypeFromUserAgent(userAgent: string | null): DeviceType {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "phone";
  return "computer";
}
