import type { SVGProps } from 'react';

/**
 * Currency-neutral outline icons in antd-mobile-icons' size and stroke (1em, currentColor): antd-mobile-icons'
 * money icons carry a ¥ sign, which reads as "yuan" to everyone else.
 */
function Outline({ children, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="antd-mobile-icon"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** A wallet: the assets tab. */
export function WalletOutline(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="M4 7.5h14.5A1.5 1.5 0 0 1 20 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18.5z" />
      <path d="M4 8V6.5A1.5 1.5 0 0 1 5.5 5H16" />
      <path d="M20 11.25h-3.75a2 2 0 0 0 0 4H20" />
      <circle cx="16.4" cy="13.25" r="0.5" fill="currentColor" />
    </Outline>
  );
}

/** An arrow into a tray: deposit. */
export function DepositOutline(props: SVGProps<SVGSVGElement>) {
  return (
    <Outline {...props}>
      <path d="M12 3.5v11" />
      <path d="m7.5 10 4.5 4.5 4.5-4.5" />
      <path d="M4 14v3.5A2.5 2.5 0 0 0 6.5 20h11a2.5 2.5 0 0 0 2.5-2.5V14" />
    </Outline>
  );
}
