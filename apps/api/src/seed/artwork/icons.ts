/** Simple pictograms in a 200 × 200 box, drawn in one colour, for category artwork. */
export const ICONS = {
  home: (c: string) =>
    `<path d="M20 100 L100 30 L180 100 L160 100 L160 175 L40 175 L40 100 Z" fill="${c}"/><rect x="85" y="120" width="30" height="55" fill="#00000033"/><path d="M150 20 l6 14 14 6 -14 6 -6 14 -6 -14 -14 -6 14 -6z" fill="${c}"/>`,
  cross: (c: string) =>
    `<circle cx="100" cy="100" r="85" fill="${c}"/><path d="M82 45 h36 v37 h37 v36 h-37 v37 h-36 v-37 h-37 v-36 h37z" fill="#00000040"/>`,
  pot: (c: string) =>
    `<path d="M30 90 h140 v50 a40 40 0 0 1 -40 40 h-60 a40 40 0 0 1 -40 -40z" fill="${c}"/><rect x="15" y="95" width="20" height="12" rx="6" fill="${c}"/><rect x="165" y="95" width="20" height="12" rx="6" fill="${c}"/><rect x="25" y="72" width="150" height="14" rx="7" fill="${c}"/><path d="M80 55 q-10 -15 0 -30 M100 55 q-10 -15 0 -30 M120 55 q-10 -15 0 -30" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  baby: (c: string) =>
    `<rect x="70" y="60" width="60" height="120" rx="22" fill="${c}"/><rect x="80" y="40" width="40" height="24" rx="6" fill="${c}"/><path d="M92 40 q8 -30 16 0z" fill="${c}"/><path d="M78 95 h22 M78 120 h22 M78 145 h22" stroke="#00000040" stroke-width="6"/>`,
  elder: (c: string) =>
    `<path d="M100 170 C40 125 20 95 45 62 C65 38 95 48 100 70 C105 48 135 38 155 62 C180 95 160 125 100 170 Z" fill="${c}"/><path d="M140 185 V110 a18 18 0 0 1 36 0" stroke="${c}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  pulse: (c: string) =>
    `<rect x="15" y="35" width="170" height="130" rx="18" fill="${c}"/><path d="M30 105 h40 l15 -35 20 70 15 -35 h50" stroke="#00000050" stroke-width="9" fill="none" stroke-linejoin="round"/>`,
  shirt: (c: string) =>
    `<path d="M70 30 L100 50 L130 30 L180 60 L160 100 L140 90 L140 175 L60 175 L60 90 L40 100 L20 60 Z" fill="${c}"/><path d="M80 30 q20 30 40 0" fill="#00000030"/>`,
  leaf: (c: string) =>
    `<path d="M40 170 C40 70 110 30 175 25 C170 100 130 170 40 170 Z" fill="${c}"/><path d="M45 165 C80 120 110 90 150 55" stroke="#00000040" stroke-width="7" fill="none"/>`,
} as const;

export type IconName = keyof typeof ICONS;
