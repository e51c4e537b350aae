// Writes the original icon and illustration SVGs of the services, case-study and PRIZM pages
// (public/images/{services,insights,prizm}). Run: node scripts/generate-art.mjs
import { mkdirSync, writeFileSync } from "node:fs";

const BRAND = "#1f57bd";
const ACCENT = "#e39a17";

/** Glyphs in a 96 x 96 space: (s) = stroke colour, (a) = accent colour. */
const glyphs = {
  discover: (s, a) => `<circle cx="42" cy="42" r="18" stroke="${s}"/><path d="m55 55 17 17" stroke="${a}"/>`,
  design: (s, a) =>
    `<path d="M26 70l6-18 30-30 12 12-30 30z" stroke="${s}"/><path d="m56 28 12 12" stroke="${a}"/><path d="M26 70h44" stroke="${s}"/>`,
  build: (s, a) =>
    `<path d="m36 32-14 16 14 16M60 32l14 16-14 16" stroke="${s}"/><path d="m53 26-10 44" stroke="${a}"/>`,
  support: (s, a) =>
    `<path d="M24 52v-6a24 24 0 0 1 48 0v6" stroke="${s}"/><rect x="20" y="50" width="12" height="18" rx="4" stroke="${s}"/><rect x="64" y="50" width="12" height="18" rx="4" stroke="${s}"/><path d="M70 68c0 6-8 8-16 8" stroke="${a}"/>`,
  offshore: (s, a) =>
    `<circle cx="48" cy="48" r="26" stroke="${s}"/><path d="M22 48h52M48 22c-12 14-12 38 0 52M48 22c12 14 12 38 0 52" stroke="${s}"/><circle cx="66" cy="30" r="6" fill="${a}" stroke="${a}"/>`,
  onsite: (s, a) =>
    `<path d="M24 74V34l24-12 24 12v40z" stroke="${s}"/><path d="M40 74V58h16v16" stroke="${a}"/><path d="M36 42h6M54 42h6" stroke="${s}"/>`,
  responsive: (s, a) =>
    `<rect x="18" y="24" width="44" height="32" rx="3" stroke="${s}"/><path d="M30 68h20M40 56v12" stroke="${s}"/><rect x="60" y="40" width="18" height="32" rx="3" stroke="${a}"/>`,
  scalable: (s, a) =>
    `<rect x="22" y="56" width="12" height="16" stroke="${s}"/><rect x="42" y="42" width="12" height="30" stroke="${s}"/><rect x="62" y="26" width="12" height="46" stroke="${a}"/>`,
  secure: (s, a) =>
    `<path d="M48 20 24 30v16c0 16 10 26 24 30 14-4 24-14 24-30V30z" stroke="${s}"/><path d="m38 48 7 7 13-13" stroke="${a}"/>`,
  ios: (s, a) =>
    `<rect x="32" y="18" width="32" height="60" rx="7" stroke="${s}"/><path d="M44 24h8" stroke="${s}"/><circle cx="48" cy="68" r="3" fill="${a}" stroke="${a}"/>`,
  android: (s, a) =>
    `<path d="M28 46a20 20 0 0 1 40 0v22H28z" stroke="${s}"/><path d="m34 28-5-7M62 28l5-7" stroke="${s}"/><circle cx="40" cy="40" r="2" fill="${a}" stroke="${a}"/><circle cx="56" cy="40" r="2" fill="${a}" stroke="${a}"/><path d="M28 52h40" stroke="${a}"/>`,
  fast: (s, a) =>
    `<path d="M52 18 28 52h18l-4 26 26-36H50z" stroke="${s}"/><path d="M18 40h8M16 52h8" stroke="${a}"/>`,
  intuitive: (s, a) =>
    `<path d="M40 66V34a6 6 0 0 1 12 0v18l14 4c4 1 6 5 5 9l-3 11H44z" stroke="${s}"/><path d="M30 30a18 18 0 0 1 32-8" stroke="${a}"/>`,
  "no-assumption": (s, a) =>
    `<circle cx="48" cy="48" r="26" stroke="${s}"/><path d="M40 40a8 8 0 1 1 10 8c-2 1-2 3-2 6" stroke="${a}"/><circle cx="48" cy="62" r="1.5" fill="${a}" stroke="${a}"/>`,
  cost: (s, a) => `<path d="m22 30 18 18 10-10 24 24" stroke="${s}"/><path d="M60 62h14V48" stroke="${a}"/>`,
  product: (s, a) =>
    `<path d="m48 18 28 14v32L48 78 20 64V32z" stroke="${s}"/><path d="M20 32l28 14 28-14M48 46v32" stroke="${a}"/>`,
  edge: (s, a) =>
    `<rect x="30" y="30" width="36" height="36" rx="4" stroke="${s}"/><path d="M40 20v10M56 20v10M40 66v10M56 66v10M20 40h10M20 56h10M66 40h10M66 56h10" stroke="${s}"/><rect x="42" y="42" width="12" height="12" fill="${a}" stroke="${a}"/>`,
  gateway: (s, a) =>
    `<rect x="20" y="52" width="56" height="18" rx="4" stroke="${s}"/><path d="M34 52V38M62 52V38" stroke="${s}"/><path d="M28 30a14 14 0 0 1 12 0M56 30a14 14 0 0 1 12 0" stroke="${a}"/><circle cx="32" cy="61" r="2" fill="${a}" stroke="${a}"/>`,
  "cloud-integration": (s, a) =>
    `<path d="M30 62a12 12 0 0 1 0-24 18 18 0 0 1 34-4 14 14 0 0 1 2 28z" stroke="${s}"/><path d="M40 74V56M56 74V56" stroke="${a}"/>`,
  cicd: (s, a) =>
    `<path d="M30 36a22 22 0 0 1 38 6M66 60a22 22 0 0 1-38-6" stroke="${s}"/><path d="M68 30v12H56M28 66V54h12" stroke="${a}"/>`,
  branding: (s, a) =>
    `<circle cx="48" cy="48" r="26" stroke="${s}"/><circle cx="38" cy="38" r="5" fill="${a}" stroke="${a}"/><circle cx="58" cy="38" r="5" stroke="${s}"/><circle cx="40" cy="58" r="5" stroke="${s}"/><path d="M56 58h8" stroke="${a}"/>`,
  wireframe: (s, a) =>
    `<rect x="18" y="22" width="60" height="52" rx="4" stroke="${s}"/><path d="M18 34h60" stroke="${s}"/><rect x="26" y="42" width="18" height="24" stroke="${a}"/><path d="M52 44h18M52 54h18M52 64h12" stroke="${s}"/>`,
  wearable: (s, a) =>
    `<rect x="30" y="30" width="36" height="36" rx="10" stroke="${s}"/><path d="M36 30l4-12h16l4 12M36 66l4 12h16l4-12" stroke="${s}"/><path d="M40 50h6l3-6 4 10 3-4h4" stroke="${a}"/>`,
  "fixed-cost": (s, a) =>
    `<rect x="22" y="26" width="52" height="48" rx="4" stroke="${s}"/><path d="M22 38h52M36 20v12M60 20v12" stroke="${s}"/><path d="m38 56 7 7 13-13" stroke="${a}"/>`,
  // Case studies
  compliance: (s, a) =>
    `<path d="M28 18h28l14 14v46H28z" stroke="${s}"/><path d="M56 18v14h14" stroke="${s}"/><path d="m38 54 7 7 13-13" stroke="${a}"/>`,
  bullying: (s, a) =>
    `<circle cx="40" cy="34" r="10" stroke="${s}"/><path d="M22 74c0-12 8-20 18-20" stroke="${s}"/><path d="M62 44 48 50v10c0 8 6 13 14 16 8-3 14-8 14-16V50z" stroke="${a}"/>`,
  wellness: (s, a) =>
    `<path d="M34 18c0 20 28 20 28 40s-28 20-28 20" stroke="${s}"/><path d="M62 18c0 20-28 20-28 40s28 20 28 20" stroke="${a}"/><path d="M38 30h20M38 66h20" stroke="${s}"/>`,
  iot: (s, a) =>
    `<circle cx="48" cy="56" r="8" stroke="${s}"/><path d="M34 42a20 20 0 0 1 28 0M26 34a32 32 0 0 1 44 0" stroke="${a}"/><path d="M48 64v12" stroke="${s}"/>`,
  kiosk: (s, a) =>
    `<rect x="30" y="16" width="36" height="44" rx="4" stroke="${s}"/><path d="M40 60v16M56 60v16M32 78h32" stroke="${s}"/><path d="M36 40h6l3-8 5 14 3-6h7" stroke="${a}"/>`,
  // PRIZM
  networks: (s, a) =>
    `<circle cx="48" cy="26" r="7" stroke="${s}"/><circle cx="24" cy="68" r="7" stroke="${s}"/><circle cx="72" cy="68" r="7" stroke="${s}"/><path d="M44 32 28 62M52 32l16 30M31 68h34" stroke="${a}"/>`,
  rates: (s, a) =>
    `<path d="M20 74h56" stroke="${s}"/><path d="M28 74V50M44 74V38M60 74V56" stroke="${s}"/><path d="m24 40 18-14 14 10 18-16" stroke="${a}"/>`,
  shopping: (s, a) =>
    `<path d="M20 22h10l8 38h32l6-26H34" stroke="${s}"/><circle cx="42" cy="72" r="4" stroke="${a}"/><circle cx="66" cy="72" r="4" stroke="${a}"/>`,
  procedure: (s, a) =>
    `<rect x="24" y="20" width="48" height="58" rx="4" stroke="${s}"/><path d="M38 20v-2h20v2" stroke="${s}"/><path d="M36 40h24M36 52h24M36 64h14" stroke="${a}"/>`,
  code: (s, a) =>
    `<path d="M24 30h48M24 48h48M24 66h48" stroke="${s}"/><path d="M38 22 34 74M60 22l-4 52" stroke="${a}"/>`,
  benchmark: (s, a) =>
    `<path d="M20 74h56M28 74V46M44 74V30M60 74V52" stroke="${s}"/><path d="M20 42h56" stroke="${a}" stroke-dasharray="6 5"/>`,
  peers: (s, a) =>
    `<circle cx="34" cy="36" r="9" stroke="${s}"/><circle cx="62" cy="36" r="9" stroke="${a}"/><path d="M18 72c0-12 7-20 16-20s16 8 16 20M46 72c0-12 7-20 16-20s16 8 16 20" stroke="${s}"/>`,
  revenue: (s, a) =>
    `<circle cx="48" cy="48" r="26" stroke="${s}"/><path d="M56 38c-2-4-6-5-9-5-5 0-9 3-9 7 0 10 18 6 18 15 0 4-4 7-9 7-4 0-8-2-10-6M48 28v6M48 62v6" stroke="${a}"/>`,
  variability: (s, a) =>
    `<path d="M20 74h56" stroke="${s}"/><path d="M30 66V46M30 40v-6M48 66V26M66 66V52" stroke="${s}"/><path d="M24 56h12M42 36h12M60 60h12" stroke="${a}"/>`,
  estimate: (s, a) =>
    `<rect x="26" y="18" width="44" height="60" rx="4" stroke="${s}"/><path d="M34 30h28M34 42h10M52 42h10M34 54h10M52 54h10" stroke="${s}"/><path d="M34 66h28" stroke="${a}"/>`,
  lookup: (s, a) =>
    `<path d="M20 28h28M20 42h20M20 56h16" stroke="${s}"/><circle cx="58" cy="52" r="12" stroke="${a}"/><path d="m67 61 9 9" stroke="${a}"/>`,
  audit: (s, a) =>
    `<circle cx="48" cy="48" r="26" stroke="${s}"/><path d="M48 32v16l10 8" stroke="${a}"/><path d="M22 48h-4M78 48h-4" stroke="${s}"/>`,
};

const strokeAttrs = (width = 4) =>
  `fill="none" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

function iconSvg(name) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><rect width="96" height="96" rx="20" fill="#eef5ff"/><g ${strokeAttrs()}>${glyphs[name](BRAND, ACCENT)}</g></svg>\n`;
}

/** 480 x 320 scene: a dark gradient, a dotted grid, and one or more glyphs drawn large. */
function sceneSvg(id, parts) {
  const drawn = parts
    .map(
      ([name, x, y, scale]) =>
        `<g transform="translate(${x} ${y}) scale(${scale})" ${strokeAttrs(+((4 / scale) * 1.6).toFixed(2))}>${glyphs[name]("#ffffff", "#f6b43c")}</g>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><defs><linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#17449a"/></linearGradient><pattern id="${id}d" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#ffffff" opacity=".12"/></pattern></defs><rect width="480" height="320" rx="24" fill="url(#${id}g)"/><rect width="480" height="320" rx="24" fill="url(#${id}d)"/><circle cx="400" cy="60" r="90" fill="#2f6fde" opacity=".18"/><circle cx="70" cy="280" r="70" fill="#f6b43c" opacity=".1"/>${drawn}</svg>\n`;
}

const icons = {
  services: [
    "discover",
    "design",
    "build",
    "support",
    "offshore",
    "onsite",
    "responsive",
    "scalable",
    "secure",
    "ios",
    "android",
    "fast",
    "intuitive",
    "no-assumption",
    "cost",
    "product",
    "edge",
    "gateway",
    "cloud-integration",
    "cicd",
    "branding",
    "wireframe",
    "wearable",
    "fixed-cost",
  ],
  insights: ["compliance", "bullying", "wellness", "iot", "kiosk"],
  prizm: [
    "networks",
    "rates",
    "shopping",
    "procedure",
    "code",
    "benchmark",
    "peers",
    "revenue",
    "variability",
    "estimate",
    "lookup",
    "audit",
  ],
};

const scenes = {
  "services/overview": [
    ["offshore", 150, 70, 1.9],
    ["onsite", 40, 150, 1.1],
    ["build", 350, 150, 1.1],
  ],
  "services/web": [["responsive", 130, 50, 2.3]],
  "services/mobile": [
    ["ios", 70, 60, 2],
    ["android", 230, 60, 2],
  ],
  "services/data": [
    ["wireframe", 80, 70, 1.9],
    ["secure", 280, 80, 1.7],
  ],
  "services/iot": [
    ["edge", 40, 110, 1.3],
    ["gateway", 180, 110, 1.3],
    ["cloud-integration", 320, 90, 1.5],
  ],
  "services/cloud": [
    ["cloud-integration", 60, 60, 2],
    ["cicd", 250, 60, 2],
  ],
  "insights/cover-compliance": [
    ["compliance", 90, 60, 2],
    ["secure", 280, 90, 1.5],
  ],
  "insights/cover-bullying": [
    ["bullying", 90, 60, 2],
    ["ios", 280, 70, 1.8],
  ],
  "insights/cover-wellness": [
    ["wellness", 90, 60, 2],
    ["ios", 280, 70, 1.8],
  ],
  "insights/cover-iot": [
    ["iot", 60, 80, 1.7],
    ["gateway", 190, 90, 1.5],
    ["cloud-integration", 320, 80, 1.6],
  ],
  "insights/cover-kiosk": [
    ["kiosk", 90, 50, 2.3],
    ["wearable", 300, 100, 1.4],
  ],
  "prizm/member-estimate": [
    ["ios", 60, 50, 2.3],
    ["estimate", 270, 80, 1.7],
  ],
};

for (const [folder, names] of Object.entries(icons)) {
  mkdirSync(`public/images/${folder}`, { recursive: true });
  for (const name of names) writeFileSync(`public/images/${folder}/${name}.svg`, iconSvg(name));
}
for (const [path, parts] of Object.entries(scenes)) {
  writeFileSync(`public/images/${path}.svg`, sceneSvg(path.replace(/\W/g, ""), parts));
}

// PRIZM Networks: the comparison's input (what you choose) and output (% of Medicare by procedure).
const font = `font-family="Inter, system-ui, sans-serif"`;
const inputRows = [
  ["Networks", "Blue Preferred, Harbor Choice, Summit Open"],
  ["Market", "Boston–Cambridge–Newton, MA"],
  ["Codes", "73721 · 45378 · 59400 (3 procedures)"],
  ["Providers", "12 hospitals · 340 physician groups"],
  ["Show as", "% of Medicare"],
];
const input = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" ${font}><rect width="480" height="320" rx="16" fill="#f8fafc"/><rect x="16" y="16" width="448" height="40" rx="8" fill="#0b2545"/><text x="32" y="42" fill="#fff" font-size="16" font-weight="700">New network comparison</text>${inputRows
  .map(
    ([label, value], i) =>
      `<text x="32" y="${92 + i * 44}" fill="#17449a" font-size="12" font-weight="700">${label.toUpperCase()}</text><rect x="120" y="${74 + i * 44}" width="328" height="28" rx="6" fill="#fff" stroke="#cbd5e1"/><text x="130" y="${93 + i * 44}" fill="#0f172a" font-size="12">${value}</text>`,
  )
  .join(
    "",
  )}<rect x="348" y="286" width="100" height="24" rx="12" fill="#1f57bd"/><text x="398" y="302" fill="#fff" font-size="12" font-weight="700" text-anchor="middle">Compare</text></svg>\n`;
writeFileSync("public/images/prizm/network-input.svg", input);

const procedures = [
  ["Knee MRI", [168, 214, 141]],
  ["Colonoscopy", [192, 238, 176]],
  ["Delivery", [205, 187, 229]],
];
const colours = ["#1f57bd", "#e39a17", "#0b2545"];
const scaleY = (v) => 270 - (v / 260) * 200;
const bars = procedures
  .map(([name, values], p) => {
    const x0 = 70 + p * 135;
    return (
      values
        .map((v, n) => {
          const x = x0 + n * 34;
          return `<rect x="${x}" y="${scaleY(v)}" width="28" height="${270 - scaleY(v)}" rx="3" fill="${colours[n]}"/><text x="${x + 14}" y="${scaleY(v) - 5}" font-size="10" text-anchor="middle" fill="#0f172a">${v}%</text>`;
        })
        .join("") +
      `<text x="${x0 + 48}" y="290" font-size="12" text-anchor="middle" fill="#0f172a">${name}</text>`
    );
  })
  .join("");
const output = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320" ${font}><rect width="480" height="320" rx="16" fill="#f8fafc"/><text x="24" y="34" font-size="16" font-weight="700" fill="#0b2545">Rates as % of Medicare</text><path d="M56 70v200h400" stroke="#94a3b8" fill="none"/><path d="M56 ${scaleY(100)}h400" stroke="#dc2626" stroke-dasharray="6 4"/><path d="M376 53h18" stroke="#dc2626" stroke-dasharray="6 4"/><text x="398" y="57" font-size="10" fill="#b91c1c">Medicare</text>${bars}${[
  "Blue Preferred",
  "Harbor Choice",
  "Summit Open",
]
  .map(
    (n, i) =>
      `<rect x="${24 + i * 116}" y="48" width="10" height="10" fill="${colours[i]}"/><text x="${38 + i * 116}" y="57" font-size="10" fill="#0f172a">${n}</text>`,
  )
  .join("")}</svg>\n`;
writeFileSync("public/images/prizm/network-output.svg", output);
