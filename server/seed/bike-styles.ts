import {
  FLOOR_Y,
  BLACK,
  DARK,
  canister,
  chain,
  engine,
  gloss,
  handlebar,
  roundLamp,
  shock,
  type Livery,
  type BikeDrawing,
} from './bike-parts.ts';
import { mudguard, tube, wheel } from './svg-kit.ts';

export { FLOOR_Y, type Livery } from './bike-parts.ts';

/** The seven silhouettes of the demo fleet, built from the shared parts in bike-parts.ts. */
export function nakedBike(l: Livery): BikeDrawing {
  const R = 105;
  const [rx, ry, fx, fy] = [390, FLOOR_Y - R, 840, FLOOR_Y - R];
  const svg = `
  ${tube(742, 262, 832, 522, 16, '#2a2d31')}
  ${wheel(rx, ry, R, { rim: 'alloy', rimColour: l.rim, brake: 'rear' })}
  ${wheel(fx, fy, R, { rim: 'alloy', rimColour: l.rim, brake: 'front', calliper: '#c9a227' })}
  <path d="M552,450 L${rx},${ry - 14} L${rx},${ry + 14} L556,492 Z" fill="#2f3338"/>
  <path d="M552,456 L${rx + 6},${ry - 8}" stroke="#6b727b" stroke-width="3"/>
  ${chain(rx, ry, 562, 480, 30)}
  ${shock(470, 468, 522, 372, l.accent)}
  <rect x="712" y="335" width="44" height="96" rx="6" fill="#24272b"/>
  <path d="M718,345h32M718,360h32M718,375h32M718,390h32M718,405h32M718,420h32" stroke="#3b4047" stroke-width="3"/>
  ${engine(628, 478, 0.86, 22, false)}
  <path d="M738,400 C756,452 750,526 712,550 L600,556" stroke="#9aa1a9" stroke-width="11" fill="none" stroke-linecap="round"/>
  ${canister(606, 548, 500, 508, 46)}
  <path d="M745,282 L612,350 L552,456 M705,302 L640,402 M660,326 L596,420 M612,350 L640,402" stroke="${l.accent}" stroke-width="10" fill="none" stroke-linejoin="round"/>
  <path d="M566,346 L440,326 L322,294 L314,304 L346,326 L456,362 L560,380 Z" fill="url(#paint)"/>
  <path d="M456,362 L346,326 L356,348 L458,384 Z" fill="${DARK}"/>
  <path d="M316,296 L336,296 L344,310 L322,311 Z" fill="#d21f26"/>
  ${tube(352, 336, 330, 400, 5, DARK)}
  <rect x="298" y="392" width="52" height="30" rx="3" fill="#f3f1e7" stroke="#30343a" stroke-width="2"/>
  <path d="M386,310 L452,318 L456,338 L390,326 Z" fill="${BLACK}"/>
  <path d="M450,324 C484,312 546,312 590,322 L594,342 L562,352 L456,350 Z" fill="${BLACK}"/>
  <path d="M460,322 C500,314 548,314 580,322" stroke="#3b4047" stroke-width="3" fill="none"/>
  <path d="M578,334 C586,288 642,262 716,262 L750,280 L754,312 C722,332 682,350 632,362 L580,358 Z" fill="url(#paint)"/>
  ${gloss('M604,300 C626,276 668,268 712,270 L708,278 C668,278 636,288 614,304 Z')}
  <path d="M700,300 L772,318 L784,354 L738,414 L702,398 L714,352 Z" fill="${l.dark}"/>
  <path d="M716,356 L770,330 L776,352 L742,398 Z" fill="${l.accent}" opacity="0.9"/>
  ${mudguard(rx, ry, R + 6, 250, 330, 8, '#25282c')}
  ${tube(734, 252, 790, 404, 24, '#c48a1c', '#f2cf74')}
  ${tube(790, 404, 834, 524, 13, '#b8bec5', '#ffffff')}
  <circle cx="${fx}" cy="${fy}" r="9" fill="#3a3d42"/>
  ${mudguard(fx, fy, R + 7, 215, 318, 9, l.dark)}
  <path d="M772,284 L818,298 L826,340 L798,362 L774,336 Z" fill="${BLACK}"/>
  <path d="M792,300 L816,308 L820,336 L800,348 Z" fill="url(#lens)"/>
  <path d="M800,296 L824,306" stroke="#e8f4ff" stroke-width="4"/>
  <rect x="722" y="236" width="32" height="22" rx="4" fill="${BLACK}"/>
  ${handlebar(738, 250, 706, 232, [722, 190])}
  <rect x="548" y="452" width="34" height="8" rx="3" fill="#3a3f46"/>`;
  return { svg, span: [rx - R, fx + R], focus: [660, 420], top: 180 };
}

/** Sportbikes and Sport Touring: full fairing, windscreen, clip-ons, up-swept tail. */
export function sportBike(l: Livery, touring: boolean): BikeDrawing {
  const R = 104;
  const [rx, ry, fx, fy] = [395, FLOOR_Y - R, 845, FLOOR_Y - R];
  const screen = touring
    ? 'M772,262 L772,190 C790,184 812,196 826,214 L858,294 Z'
    : 'M786,258 L794,220 C816,222 836,250 858,294 Z';
  const bar = touring ? handlebar(748, 262, 716, 246, null) : handlebar(746, 282, 726, 288, null);
  const panniers = touring
    ? `<rect x="330" y="342" width="150" height="104" rx="18" fill="${DARK}"/>
       <rect x="338" y="350" width="134" height="30" rx="12" fill="url(#paint)"/>
       <rect x="338" y="390" width="134" height="4" fill="#3b4047"/>`
    : '';
  const svg = `
  ${tube(748, 272, 836, 522, 16, '#2a2d31')}
  ${wheel(rx, ry, R, { rim: 'alloy', rimColour: l.rim, brake: 'rear' })}
  ${wheel(fx, fy, R, { rim: 'alloy', rimColour: l.rim, brake: 'front', calliper: '#c9a227' })}
  <path d="M556,456 L${rx},${ry - 15} L${rx},${ry + 15} L560,498 Z" fill="#7d858e"/>
  <path d="M556,460 L${rx + 8},${ry - 9}" stroke="#c5cbd1" stroke-width="3"/>
  ${chain(rx, ry, 566, 484, 30)}
  ${shock(478, 470, 530, 380, l.accent)}
  ${engine(640, 486, 0.84, 28, false)}
  <path d="M716,470 C728,520 716,546 690,550 L600,548" stroke="#9aa1a9" stroke-width="10" fill="none"/>
  ${canister(604, 540, 500, 490, 44)}
  <path d="M570,340 L452,316 L326,276 L318,287 L352,310 L458,354 L560,372 Z" fill="url(#paint)"/>
  <path d="M458,354 L352,310 L364,334 L462,376 Z" fill="${DARK}"/>
  <path d="M320,278 L344,282 L350,296 L326,292 Z" fill="#d21f26"/>
  ${tube(362, 326, 344, 394, 5, DARK)}
  <rect x="316" y="386" width="50" height="28" rx="3" fill="#f3f1e7" stroke="#30343a" stroke-width="2"/>
  ${panniers}
  <path d="M${touring ? '420,300 L470,306 L474,326 L424,318' : '396,296 L462,310 L466,328 L400,316'} Z" fill="${BLACK}"/>
  <path d="M470,${touring ? 314 : 320} C512,${touring ? 306 : 312} 562,${touring ? 308 : 314} 604,324 L604,342 L474,340 Z" fill="${BLACK}"/>
  <path d="M594,330 C604,290 652,268 722,268 L744,282 L740,318 C704,334 654,348 604,350 Z" fill="url(#paint)"/>
  ${gloss('M618,300 C640,280 676,274 716,275 L712,283 C676,284 648,292 628,306 Z')}
  ${tube(742, 264, 792, 404, 22, '#c48a1c', '#f2cf74')}
  ${tube(792, 404, 838, 524, 13, '#b8bec5', '#ffffff')}
  <circle cx="${fx}" cy="${fy}" r="9" fill="#3a3d42"/>
  ${mudguard(fx, fy, R + 7, 220, 318, 9, l.dark)}
  ${mudguard(rx, ry, R + 6, 250, 330, 8, '#25282c')}
  ${bar}
  <path d="${screen}" fill="url(#smoke)"/>
  <path d="M742,318 L882,366 L852,394 L806,420 C780,436 756,456 742,480 L730,520 L700,540 L632,550 L622,530 L674,500 L688,440 L700,380 Z" fill="url(#paint)"/>
  <path d="M730,292 L790,258 L866,302 L908,352 L896,364 L880,368 L742,322 Z" fill="url(#paint)"/>
  <path d="M742,322 L880,368 L896,364" stroke="${l.dark}" stroke-width="3" fill="none"/>
  <path d="M756,352 L858,384 L828,404 L776,396 Z" fill="${l.accent}"/>
  <path d="M704,398 L768,410 L746,452 L700,456 Z" fill="${BLACK}" opacity="0.85"/>
  <path d="M704,470 L742,478 L730,520 L700,540 L632,550 L622,530 L674,500 Z" fill="${l.dark}"/>
  ${gloss('M756,288 L796,266 L852,302 L836,308 L798,284 Z', 0.35)}
  <path d="M850,326 L902,350 L892,360 L848,346 Z" fill="url(#lens)"/>
  ${tube(822, 286, 816, 260, 4, '#2a2d31')}
  <ellipse cx="812" cy="256" rx="17" ry="9" fill="${BLACK}"/>
  <path d="M548,456 L590,456 L586,466 L552,466 Z" fill="#3a3f46"/>`;
  return { svg, span: [touring ? 318 : rx - R, fx + R], focus: [700, 400], top: touring ? 180 : 215 };
}

/** Adventure and Touring: tall suspension, big tank, screen, beak, panniers (and a top box). */
export function adventureBike(l: Livery, touring: boolean): BikeDrawing {
  const rR = 108;
  const fR = touring ? 108 : 118;
  const [rx, ry, fx, fy] = [380, FLOOR_Y - rR, 868, FLOOR_Y - fR];
  const rim = touring ? 'alloy' : 'spoke';
  const topBox = touring
    ? `<rect x="318" y="208" width="104" height="82" rx="16" fill="${DARK}"/>
       <rect x="326" y="216" width="88" height="18" rx="8" fill="#3b4047"/>`
    : '';
  const svg = `
  ${tube(752, 226, 858, 508, 17, '#2a2d31')}
  ${wheel(rx, ry, rR, { rim, rimColour: touring ? l.rim : '#b9bfc6', brake: 'rear', knobby: !touring })}
  ${wheel(fx, fy, fR, { rim, rimColour: touring ? l.rim : '#b9bfc6', brake: 'front', calliper: '#8d949c', knobby: !touring })}
  <path d="M566,442 L${rx},${ry - 14} L${rx},${ry + 14} L570,484 Z" fill="#3a3f46"/>
  ${chain(rx, ry, 574, 472, 32)}
  ${shock(486, 456, 546, 350, l.accent)}
  ${engine(650, 478, 0.9, 12, !touring)}
  <path d="M700,356 C740,380 748,470 700,520 L600,540" stroke="#9aa1a9" stroke-width="11" fill="none" stroke-linecap="round"/>
  <path d="M592,528 L712,520 L748,482 L736,544 L604,556 Z" fill="url(#alu)" stroke="#6b727b" stroke-width="2"/>
  <path d="M754,236 L626,312 L566,448" stroke="${DARK}" stroke-width="12" fill="none"/>
  ${tube(560, 420, 442, 372, 34, '#2c2f34', '#8b939b')}
  <circle cx="437" cy="370" r="12" fill="${BLACK}"/>
  <path d="M598,296 L452,290 L352,268 L344,278 L446,312 L590,324 Z" fill="url(#paint)"/>
  ${tube(330, 268, 440, 282, 6, '#3a3f46')}
  <path d="M328,272 L348,272 L352,286 L330,286 Z" fill="#d21f26"/>
  <rect x="318" y="322" width="160" height="124" rx="10" fill="url(#alu)" stroke="#6b727b" stroke-width="3"/>
  <rect x="318" y="322" width="160" height="26" rx="8" fill="#8c939b"/>
  <rect x="378" y="352" width="40" height="12" rx="3" fill="#4b5159"/>
  ${topBox}
  <path d="M424,282 C470,272 548,274 600,286 L604,306 L430,304 Z" fill="${BLACK}"/>
  <path d="M436,281 C480,274 546,276 592,285" stroke="#3b4047" stroke-width="3" fill="none"/>
  <path d="M586,300 C594,246 664,222 742,228 L766,250 L760,290 C728,318 668,338 596,340 Z" fill="url(#paint)"/>
  ${gloss('M610,270 C636,246 684,236 736,236 L732,246 C688,246 650,256 622,276 Z')}
  <path d="M720,300 C772,322 770,396 712,424" stroke="${DARK}" stroke-width="7" fill="none"/>
  ${tube(744, 214, 800, 364, 24, '#2f3338', '#6b727b')}
  ${tube(800, 364, 860, 512, 14, '#b8bec5', '#ffffff')}
  <circle cx="${fx}" cy="${fy}" r="9" fill="#3a3d42"/>
  ${mudguard(fx, fy, fR + 6, 225, 312, 8, DARK)}
  <path d="M798,236 L806,160 C822,158 836,170 840,182 L826,246 Z" fill="url(#smoke)"/>
  <path d="M764,250 L818,232 L848,268 L840,322 L796,326 L770,292 Z" fill="url(#paint)"/>
  <path d="M788,270 L830,262 L840,300 L806,312 Z" fill="${l.dark}"/>
  <ellipse cx="824" cy="286" rx="14" ry="20" fill="url(#lens)"/>
  <path d="M796,318 L840,318 L910,346 L912,362 L842,352 L804,340 Z" fill="${touring ? 'url(#paint)' : l.accent}"/>
  ${handlebar(752, 214, 716, 198, [732, 160])}
  <path d="M700,184 C688,196 690,212 702,220 L714,206 Z" fill="${DARK}"/>
  <rect x="560" y="438" width="36" height="9" rx="3" fill="#3a3f46"/>`;
  return { svg, span: [touring ? 318 : 318, fx + fR], focus: [660, 380], top: 150 };
}

/** Cruisers: long and low, raked fork, teardrop tank, wide pulled-back bars, long chrome exhaust. */
export function cruiserBike(l: Livery): BikeDrawing {
  const rR = 96;
  const fR = 106;
  const [rx, ry, fx, fy] = [372, FLOOR_Y - rR, 884, FLOOR_Y - fR];
  const svg = `
  ${tube(752, 290, 876, 522, 15, '#2a2d31')}
  ${wheel(rx, ry, rR, { rim: l.alt ? 'spoke' : 'alloy', rimColour: l.rim, brake: 'rear', tyre: 0.3 })}
  ${wheel(fx, fy, fR, { rim: l.alt ? 'spoke' : 'alloy', rimColour: l.rim, brake: 'front', tyre: 0.22 })}
  <path d="M558,478 L${rx},${ry - 14} L${rx},${ry + 14} L562,514 Z" fill="#2f3338"/>
  ${chain(rx, ry, 568, 500, 30)}
  ${tube(420, 528, 452, 404, 11, '#c3c9cf', '#ffffff')}
  <line x1="424" y1="512" x2="446" y2="424" stroke="#d7dbe0" stroke-width="18" stroke-dasharray="4 3"/>
  <path d="M562,486 L640,390 L760,300 M640,390 L700,520" stroke="${DARK}" stroke-width="13" fill="none" stroke-linejoin="round"/>
  ${engine(650, 500, 0.9, 14, true, 'url(#chrome)')}
  <path d="M708,384 C742,420 746,500 706,552 L470,548" stroke="url(#chromeline)" stroke-width="13" fill="none" stroke-linecap="round"/>
  ${tube(520, 552, 330, 526, 30, '#c3c9cf', '#ffffff')}
  <path d="M322,510 L338,512 L334,544 L318,540 Z" fill="#1e2024"/>
  ${mudguard(rx, ry, rR + 6, 196, 318, 15, 'url(#paint)')}
  <path d="M520,398 L600,392 L590,462 L530,458 Z" fill="url(#paint)"/>
  ${tube(404, 354, 388, 262, 7, '#c3c9cf')}
  <rect x="372" y="236" width="40" height="46" rx="12" fill="${BLACK}"/>
  <path d="M398,340 L462,346 L466,372 L402,366 Z" fill="${BLACK}"/>
  <path d="M458,340 C492,368 566,372 606,356 L614,388 L470,394 C460,380 456,360 458,340 Z" fill="${BLACK}"/>
  <path d="M466,348 C500,366 560,368 600,358" stroke="#3b4047" stroke-width="3" fill="none"/>
  <path d="M592,370 C598,306 676,284 764,296 L772,328 C730,356 664,374 600,376 Z" fill="url(#paint)"/>
  ${gloss('M616,336 C636,310 684,300 744,302 L740,312 C690,312 652,322 626,342 Z')}
  <path d="M608,358 C660,352 712,340 760,322" stroke="${l.accent}" stroke-width="5" fill="none"/>
  ${tube(746, 276, 818, 428, 17, '#c3c9cf', '#ffffff')}
  ${tube(818, 428, 880, 524, 16, '#2f3338')}
  <circle cx="${fx}" cy="${fy}" r="9" fill="#3a3d42"/>
  ${mudguard(fx, fy, fR + 6, 205, 330, 11, 'url(#paint)')}
  ${roundLamp(806, 318, 34)}
  ${tube(748, 276, 738, 238, 9, '#c3c9cf')}
  ${tube(738, 238, 690, 250, 8, '#c3c9cf', '#ffffff')}
  ${tube(690, 250, 664, 262, 14, BLACK)}
  ${tube(726, 242, 716, 206, 4, '#2a2d31')}
  <ellipse cx="716" cy="200" rx="19" ry="10" fill="${BLACK}"/>
  <circle cx="740" cy="264" r="14" fill="url(#chrome)" stroke="#4b5159" stroke-width="2"/>
  <rect x="748" y="506" width="36" height="9" rx="3" fill="#3a3f46"/>`;
  return { svg, span: [318, fx + fR], focus: [660, 420], top: 190 };
}

/** Modern Classics and Scramblers: round lamp, teardrop tank, upright single, twin shocks. */
export function classicBike(l: Livery, scrambler: boolean): BikeDrawing {
  const R = 102;
  const [rx, ry, fx, fy] = [390, FLOOR_Y - R, 842, FLOOR_Y - R];
  const exhaust = scrambler
    ? `<path d="M736,372 C752,400 742,430 700,440 L610,446 C570,448 540,430 520,410" stroke="url(#chromeline)" stroke-width="12" fill="none" stroke-linecap="round"/>
       ${tube(528, 412, 418, 378, 28, '#2b2e33', '#8b939b')}
       <path d="M470,380 L532,398 L528,420 L466,402 Z" fill="#9aa1a9" opacity="0.8"/>`
    : `<path d="M736,372 C766,420 760,510 712,546 L560,552" stroke="url(#chromeline)" stroke-width="12" fill="none" stroke-linecap="round"/>
       ${tube(580, 550, 412, 520, 24, '#c3c9cf', '#ffffff')}
       <circle cx="408" cy="519" r="9" fill="#1e2024"/>`;
  const frontGuard = scrambler
    ? mudguard(fx, fy, R + 8, 236, 300, 8, l.dark)
    : mudguard(fx, fy, R + 8, 200, 322, 10, 'url(#paint)');
  const rearGuard = scrambler
    ? mudguard(rx, ry, R + 8, 200, 262, 8, l.dark)
    : mudguard(rx, ry, R + 8, 190, 318, 12, 'url(#paint)');
  const svg = `
  ${tube(744, 290, 834, 526, 14, '#2a2d31')}
  ${wheel(rx, ry, R, { rim: 'spoke', rimColour: '#c3c9cf', brake: l.alt ? 'rear' : 'drum', knobby: scrambler })}
  ${wheel(fx, fy, R, { rim: 'spoke', rimColour: '#c3c9cf', brake: 'front', knobby: scrambler })}
  <path d="M560,462 L${rx},${ry - 12} L${rx},${ry + 12} L564,498 Z" fill="#2f3338"/>
  ${chain(rx, ry, 570, 484, 30)}
  ${tube(428, 526, 458, 392, 11, '#c3c9cf', '#ffffff')}
  <line x1="432" y1="506" x2="452" y2="418" stroke="${scrambler ? l.accent : '#d7dbe0'}" stroke-width="18" stroke-dasharray="4 3"/>
  <path d="M750,300 L640,352 L566,470 M750,300 L728,420 L700,540 L590,546" stroke="${DARK}" stroke-width="12" fill="none" stroke-linejoin="round"/>
  ${engine(650, 488, 0.92, 6, true)}
  ${exhaust}
  ${rearGuard}
  <path d="M578,346 L460,338 L376,316 L372,330 L462,360 L574,368 Z" fill="${scrambler ? DARK : 'url(#paint)'}"/>
  <path d="M364,316 L386,318 L386,334 L364,330 Z" fill="#d21f26"/>
  <rect x="512" y="372" width="76" height="58" rx="14" fill="url(#paint)"/>
  <circle cx="550" cy="401" r="12" fill="url(#chrome)"/>
  <path d="M430,330 C470,314 556,314 600,326 L600,348 L436,350 Z" fill="${scrambler ? '#5a3a22' : BLACK}"/>
  <path d="M440,327 C484,317 552,317 592,325" stroke="${scrambler ? '#7b5433' : '#3b4047'}" stroke-width="3" fill="none"/>
  <path d="M584,346 C590,296 660,274 738,284 L750,308 C716,334 660,352 592,354 Z" fill="url(#paint)"/>
  ${gloss('M608,312 C630,292 672,284 728,288 L724,298 C678,296 646,304 620,320 Z')}
  <rect x="606" y="318" width="40" height="28" rx="10" fill="${BLACK}" opacity="0.85"/>
  <ellipse cx="690" cy="318" rx="16" ry="9" fill="url(#chrome)"/>
  ${tube(738, 278, 790, 416, 15, '#3a3f46')}
  ${tube(790, 416, 836, 528, 16, '#c3c9cf', '#ffffff')}
  <circle cx="${fx}" cy="${fy}" r="9" fill="#3a3d42"/>
  ${frontGuard}
  ${roundLamp(792, 300, 30, scrambler)}
  <circle cx="752" cy="262" r="14" fill="url(#chrome)" stroke="#4b5159" stroke-width="2"/>
  <circle cx="752" cy="262" r="9" fill="#f4f1e6"/>
  ${handlebar(744, 268, scrambler ? 700 : 708, scrambler ? 248 : 256, [720, 212], scrambler ? DARK : '#c3c9cf')}
  <rect x="560" y="462" width="36" height="9" rx="3" fill="#3a3f46"/>`;
  return { svg, span: [rx - R, fx + R], focus: [660, 400], top: 200 };
}

/** Commuters & Minis: slim everyday motorcycle with long flat seat, chain cover and leg guard. */
export function commuterBike(l: Livery): BikeDrawing {
  const R = 92;
  const [rx, ry, fx, fy] = [420, FLOOR_Y - R, 812, FLOOR_Y - R];
  const rim = l.alt ? 'alloy' : 'spoke';
  const rimColour = l.alt ? '#2a2d31' : '#c3c9cf';
  const svg = `
  ${tube(736, 312, 806, 534, 13, '#2a2d31')}
  ${wheel(rx, ry, R, { rim, rimColour, brake: 'drum' })}
  ${wheel(fx, fy, R, { rim, rimColour, brake: l.alt ? 'front' : 'drum' })}
  <path d="M570,488 L${rx},${ry - 10} L${rx},${ry + 10} L572,516 Z" fill="#2f3338"/>
  <path d="M578,478 L${rx - 4},${ry - 20} L${rx - 4},${ry + 4} L580,510 Z" fill="${BLACK}"/>
  ${tube(454, 530, 478, 412, 10, '#c3c9cf', '#ffffff')}
  <line x1="457" y1="514" x2="474" y2="430" stroke="#d7dbe0" stroke-width="16" stroke-dasharray="4 3"/>
  <path d="M744,318 L640,380 L574,486" stroke="${DARK}" stroke-width="12" fill="none"/>
  ${engine(636, 492, 0.84, 34, true)}
  <path d="M730,436 C748,480 730,540 680,548 L590,548" stroke="#b5bbc2" stroke-width="10" fill="none" stroke-linecap="round"/>
  ${tube(600, 546, 444, 520, 26, '#b5bbc2', '#ffffff')}
  <path d="M560,530 L470,515 L468,528 L558,544 Z" fill="${DARK}" opacity="0.85"/>
  <path d="M718,414 C760,430 764,506 716,530" stroke="url(#chromeline)" stroke-width="7" fill="none"/>
  <path d="M588,356 L484,352 L388,336 L384,350 L484,378 L584,384 Z" fill="url(#paint)"/>
  <path d="M386,338 L404,340 L404,354 L386,350 Z" fill="#d21f26"/>
  ${tube(396, 338, 478, 344, 6, '#9aa1a9')}
  <path d="M520,388 L596,384 L588,440 L530,440 Z" fill="url(#paint)"/>
  <path d="M528,398 L586,396" stroke="${l.accent}" stroke-width="5"/>
  <path d="M440,346 C480,334 560,334 604,344 L604,362 L446,364 Z" fill="${BLACK}"/>
  <path d="M592,358 C598,322 648,306 714,308 L736,326 C708,348 656,364 602,368 Z" fill="url(#paint)"/>
  ${gloss('M612,334 C632,318 668,312 708,314 L704,322 C670,322 642,328 622,340 Z')}
  <path d="M660,356 L722,334 L712,370 L664,384 Z" fill="${l.accent}" opacity="0.9"/>
  ${tube(732, 300, 772, 420, 13, '#3a3f46')}
  ${tube(772, 420, 808, 530, 14, '#c3c9cf', '#ffffff')}
  <circle cx="${fx}" cy="${fy}" r="8" fill="#3a3d42"/>
  ${mudguard(fx, fy, R + 7, 205, 322, 9, 'url(#paint)')}
  <path d="M744,290 L800,294 L818,344 L790,366 L756,350 Z" fill="url(#paint)"/>
  <path d="M784,306 L808,312 L812,342 L792,352 Z" fill="url(#lens)"/>
  <path d="M750,292 L776,260 L800,294 Z" fill="url(#smoke)"/>
  ${handlebar(740, 296, 700, 282, [716, 240])}
  <rect x="574" y="482" width="32" height="8" rx="3" fill="#3a3f46"/>`;
  return { svg, span: [rx - R - 40, fx + R], focus: [640, 440], top: 228 };
}

/** Scooters and Electric: step-through body, small wheels, apron with lamp, flat floorboard. */
export function scooter(l: Livery, electric: boolean): BikeDrawing {
  const R = 76;
  const [rx, ry, fx, fy] = [430, FLOOR_Y - R, 822, FLOOR_Y - R];
  const muffler = electric ? '' : `${canister(500, 590, 350, 560, 30)}`;
  const drive = electric
    ? `<path d="M${rx},${ry - 16} L590,532 L596,552 L${rx},${ry + 16} Z" fill="#2f3338"/>
       <path d="M${rx + 30},${ry - 12} L584,536" stroke="${l.accent}" stroke-width="3"/>`
    : `<path d="M448,546 L586,520 C606,528 610,556 590,568 L476,602 C446,606 428,584 436,562 Z" fill="url(#engine)"/>
       <path d="M470,560 L580,536" stroke="#5b626b" stroke-width="3"/>
       <circle cx="540" cy="552" r="18" fill="url(#alu)" stroke="#5c636b" stroke-width="2"/>`;
  const stripe = electric
    ? `<path d="M370,470 C430,492 540,500 640,486" stroke="${l.accent}" stroke-width="6" fill="none"/>`
    : `<path d="M372,452 C420,436 500,430 590,432" stroke="${l.light}" stroke-width="5" fill="none" opacity="0.8"/>`;
  const lamp = l.alt
    ? `<path d="M812,340 L828,344 L836,400 L820,402 Z" fill="url(#lens)"/>`
    : `<path d="M800,296 L832,306 L822,326 L798,322 Z" fill="url(#lens)"/>`;
  const svg = `
  ${muffler}
  ${wheel(rx, ry, R, { rim: 'scooter', rimColour: l.rim, brake: 'drum', tyre: 0.3 })}
  ${wheel(fx, fy, R, { rim: 'scooter', rimColour: l.rim, brake: electric || l.alt ? 'front' : 'drum', tyre: 0.3 })}
  ${drive}
  ${tube(806, 430, 818, 558, 15, '#2f3338', '#6b727b')}
  <circle cx="${fx}" cy="${fy}" r="8" fill="#3a3d42"/>
  ${mudguard(fx, fy, R + 6, 196, 332, 10, 'url(#paint)')}
  <path d="M596,508 L760,508 L764,530 L756,${electric ? 560 : 548} L600,${electric ? 560 : 548} Z" fill="${electric ? '#2b2e33' : '#34383e'}"/>
  <path d="M600,509 L758,509" stroke="#5b626b" stroke-width="3"/>
  <path d="M346,470 C350,436 392,410 462,408 L650,406 C690,428 690,490 652,512 L600,526 L520,531 A96,96 0 0 0 340,531 C336,510 338,486 346,470 Z" fill="url(#paint)"/>
  <path d="M520,531 A96,96 0 0 0 340,531" stroke="${l.dark}" stroke-width="4" fill="none"/>
  ${gloss('M392,432 C422,418 470,414 560,414 L556,422 C480,422 440,426 404,440 Z', 0.4)}
  ${stripe}
  <path d="M342,448 L362,442 L360,474 L342,478 Z" fill="#d21f26"/>
  ${tube(362, 410, 450, 398, 8, '#9aa1a9')}
  <path d="M446,408 C500,384 596,384 652,400 L654,416 L452,420 Z" fill="${BLACK}"/>
  <path d="M458,405 C512,390 592,390 640,402" stroke="#3b4047" stroke-width="3" fill="none"/>
  <path d="M744,${electric ? 560 : 548} C766,494 776,420 764,322 L806,306 C830,374 842,440 832,492 C824,522 806,546 794,554 Z" fill="url(#paint)"/>
  <path d="M772,330 C782,404 778,470 760,520" stroke="${l.dark}" stroke-width="4" fill="none"/>
  ${electric ? `<path d="M818,330 C830,380 834,430 828,470" stroke="${l.accent}" stroke-width="5" fill="none"/>` : ''}
  <path d="M726,306 L806,290 L836,304 L820,330 L736,328 Z" fill="url(#paint)"/>
  ${lamp}
  ${handlebar(748, 304, 708, 294, [726, 246])}
  <rect x="744" y="292" width="40" height="12" rx="4" fill="${BLACK}"/>`;
  return { svg, span: [electric ? rx - R : 344, fx + R + 14], focus: [640, 460], top: 234 };
}

/** A pick of the category's silhouette; unknown categories fall back to the naked standard. */
export function drawBike(category: string, l: Livery): BikeDrawing {
  switch (category) {
    case 'Scooters':
      return scooter(l, false);
    case 'Electric':
      return scooter(l, true);
    case 'Adventure':
      return adventureBike(l, false);
    case 'Touring':
      return adventureBike(l, true);
    case 'Cruisers':
      return cruiserBike(l);
    case 'Sportbikes':
      return sportBike(l, false);
    case 'Sport Touring':
      return sportBike(l, true);
    case 'Modern Classics':
      return classicBike(l, false);
    case 'Scrambler':
      return classicBike(l, true);
    case 'Commuters & Minis':
      return commuterBike(l);
    default:
      return nakedBike(l);
  }
}
