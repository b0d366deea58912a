/** The practice's mark: a stylised river bend inside a lens. Decorative; the organisation name is beside it. */
export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="#0b4f6c" />
      <circle cx="24" cy="24" r="15" fill="none" stroke="#ffffff" strokeWidth="2.5" />
      <path d="M10 30c6-2 9-10 15-10s8 6 13 4" fill="none" stroke="#f2a900" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
