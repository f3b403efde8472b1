// The page's content, the same for every server renderer: 1,000 rows with
// js-framework-benchmark's labels (a fixed seed, so every run renders the same
// markup), a user, notices for the sidebar, a selected row.
const adjectives = [
  "pretty",
  "large",
  "big",
  "small",
  "tall",
  "short",
  "long",
  "handsome",
  "plain",
  "quaint",
  "clean",
  "elegant",
  "easy",
  "angry",
  "crazy",
];
const colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "white", "black", "orange"];
const nouns = [
  "table",
  "chair",
  "house",
  "bbq",
  "desk",
  "car",
  "pony",
  "cookie",
  "sandwich",
  "burger",
  "pizza",
  "mouse",
  "keyboard",
];

export interface Row {
  id: number;
  label: string;
}

export interface PageProps {
  rows: Row[];
  user: string;
  selected: number;
  notices: string[];
  showFooter: boolean;
}

export function pageProps(count = 1000): PageProps {
  let seed = 7;
  const random = (max: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % max;
  };
  const rows: Row[] = [];
  for (let i = 1; i <= count; i++)
    rows.push({
      id: i,
      label: `${adjectives[random(adjectives.length)]} ${colours[random(colours.length)]} ${nouns[random(nouns.length)]}`,
    });
  return {
    rows,
    user: "ada & <friends>",
    selected: 3,
    notices: ['Deploy at 5 "pm"', "New rows"],
    showFooter: true,
  };
}
