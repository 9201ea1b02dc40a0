import { BRAND_NAME } from "~/lib/brand";

/** The mark: a small sprouting leaf over a dot, drawn inline so it costs no request. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="22" r="8" fill="var(--color-brand)" />
        <path d="M16 15c0-6 4-10 10-10 0 6-4 10-10 10z" fill="var(--color-accent)" />
        <path d="M16 15c0-4-3-7-8-7 0 4 3 7 8 7z" fill="var(--color-accent-2)" />
      </svg>
      <span className="logo-text">{BRAND_NAME}</span>
    </span>
  );
}
