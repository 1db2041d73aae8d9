// The widget's two icons, inline like the shared ones (Lucide style, ISC licence), kept
// here so the lazily loaded widget brings its own.
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

const lineIcon = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;

export const ChatBubbleIcon = ({ className = 'size-6', ...props }: IconProps) => (
  <svg {...lineIcon} className={className} {...props}>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
    <path d="M8 12h.01M12 12h.01M16 12h.01" />
  </svg>
);

export const SendIcon = ({ className = 'size-5', ...props }: IconProps) => (
  <svg {...lineIcon} className={className} {...props}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </svg>
);
