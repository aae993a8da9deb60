/** The Meridian mark: an "M" arc in the brand gold on a dark tile. */
export function Logo({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="m-logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f0dcaa" />
          <stop offset="1" stopColor="#b8975a" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="#1c222c" />
      <path
        d="M15 45V20l17 15 17-15v25"
        fill="none"
        stroke="url(#m-logo-g)"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
