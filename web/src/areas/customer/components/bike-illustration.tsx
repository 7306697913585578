/** One wheel: tyre, amber rim, brake disc, spokes and hub. */
function Wheel({ cx, cy }: { cx: number; cy: number }) {
  const spokes = [0, 72, 144, 216, 288];
  return (
    <g>
      <circle cx={cx} cy={cy} r="52" fill="none" stroke="#18181b" strokeWidth="16" />
      <circle cx={cx} cy={cy} r="52" fill="none" stroke="#3f3f46" strokeWidth="2" />
      <circle cx={cx} cy={cy} r="41" fill="none" stroke="#f59e0b" strokeWidth="4" />
      {spokes.map((angle) => {
        const rad = (angle * Math.PI) / 180;
        return (
          <line
            key={angle}
            x1={cx + Math.cos(rad) * 8}
            y1={cy + Math.sin(rad) * 8}
            x2={cx + Math.cos(rad + 0.35) * 39}
            y2={cy + Math.sin(rad + 0.35) * 39}
            stroke="#f59e0b"
            strokeWidth="4"
            strokeLinecap="round"
          />
        );
      })}
      <circle cx={cx} cy={cy} r="22" fill="none" stroke="#a8a29e" strokeWidth="3" />
      <circle cx={cx} cy={cy} r="8" fill="#e7e5e4" />
    </g>
  );
}

/** The hero's motorbike, drawn inline (no image request, sharp at every size). Decorative. */
export function BikeIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 520 320" className={className}>
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#f59e0b" stopOpacity="0.45" />
          <stop offset="100%" stopColor="#f59e0b" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-tank" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#fcd34d" />
          <stop offset="100%" stopColor="#d97706" />
        </linearGradient>
      </defs>

      <circle cx="290" cy="165" r="160" fill="url(#hero-glow)" />
      <g stroke="#f59e0b" strokeLinecap="round" opacity="0.6">
        <line x1="18" y1="150" x2="88" y2="150" strokeWidth="4" />
        <line x1="40" y1="178" x2="98" y2="178" strokeWidth="3" />
        <line x1="8" y1="206" x2="70" y2="206" strokeWidth="2" />
      </g>
      <ellipse cx="265" cy="292" rx="215" ry="9" fill="#000" opacity="0.45" />

      {/* swing arm and rear shock */}
      <line x1="130" y1="232" x2="248" y2="206" stroke="#3f3f46" strokeWidth="13" strokeLinecap="round" />
      <line x1="205" y1="150" x2="190" y2="214" stroke="#a8a29e" strokeWidth="6" strokeLinecap="round" />

      <Wheel cx={130} cy={232} />
      <Wheel cx={400} cy={232} />

      {/* exhaust */}
      <path
        d="M270 230 L214 212 L178 178"
        fill="none"
        stroke="#a8a29e"
        strokeWidth="9"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="118" y="158" width="70" height="20" rx="10" transform="rotate(-14 153 168)" fill="#d6d3d1" />
      <rect x="112" y="165" width="10" height="10" rx="3" transform="rotate(-14 153 168)" fill="#57534e" />

      {/* engine */}
      <path d="M212 172 L292 166 L308 214 L256 240 L214 224 Z" fill="#27272a" stroke="#52525b" strokeWidth="2" />
      <g stroke="#71717a" strokeWidth="3" strokeLinecap="round">
        <line x1="226" y1="184" x2="286" y2="180" />
        <line x1="224" y1="196" x2="292" y2="192" />
        <line x1="224" y1="208" x2="296" y2="204" />
      </g>
      <circle cx="262" cy="222" r="11" fill="#3f3f46" stroke="#a8a29e" strokeWidth="2" />

      {/* trellis frame */}
      <path
        d="M340 112 L252 152 L248 206 M340 112 L296 170 M252 152 L300 196"
        fill="none"
        stroke="#f59e0b"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* front fork and mudguard */}
      <line x1="338" y1="108" x2="400" y2="232" stroke="#d6d3d1" strokeWidth="10" strokeLinecap="round" />
      <line x1="346" y1="104" x2="404" y2="220" stroke="#78716c" strokeWidth="4" strokeLinecap="round" />
      <path d="M362 180 Q398 160 440 186" fill="none" stroke="#f59e0b" strokeWidth="8" strokeLinecap="round" />

      {/* tail, seat and tank */}
      <path d="M112 106 L168 116 L176 136 L138 140 Z" fill="url(#hero-tank)" />
      <rect x="104" y="101" width="14" height="8" rx="3" fill="#ef4444" />
      <path
        d="M164 118 L246 116 L252 134 L174 138 Z"
        fill="#1c1917"
        stroke="#57534e"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M240 120 C258 94 318 88 342 106 L334 142 L252 150 Z" fill="url(#hero-tank)" />
      <path
        d="M262 112 C280 102 306 100 324 108"
        fill="none"
        stroke="#fff7ed"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.7"
      />

      {/* headlight fairing and handlebar */}
      <path d="M344 98 Q376 104 376 132 L352 140 Z" fill="url(#hero-tank)" />
      <ellipse cx="366" cy="124" rx="8" ry="11" fill="#fef3c7" />
      <path
        d="M326 94 L350 84 L370 90"
        fill="none"
        stroke="#e7e5e4"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <line x1="280" y1="226" x2="296" y2="234" stroke="#d6d3d1" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
