export type Office = {
  id: "japan" | "usa" | "nepal";
  country: string;
  city: string;
  /** IANA zone of the live clock on the contact page. */
  timeZone: string;
  street: string;
  locality: string;
  region?: string;
  postalCode: string;
  countryCode: string;
  phone: string;
};

export const offices: readonly Office[] = [
  {
    id: "japan",
    country: "Japan",
    city: "Tokyo",
    timeZone: "Asia/Tokyo",
    street: "4-12-8 Shiba, Minato-ku, Level 7",
    locality: "Tokyo",
    postalCode: "108-0014",
    countryCode: "JP",
    phone: "+81 3-5000-0142",
  },
  {
    id: "usa",
    country: "USA",
    city: "Lexington, MA",
    timeZone: "America/New_York",
    street: "92 Hayden Avenue, Suite 210",
    locality: "Lexington",
    region: "MA",
    postalCode: "02421",
    countryCode: "US",
    phone: "+1 (781) 555-0148",
  },
  {
    id: "nepal",
    country: "Nepal",
    city: "Kathmandu",
    timeZone: "Asia/Kathmandu",
    street: "Lazimpat Road 22, Ward 2",
    locality: "Kathmandu",
    postalCode: "44600",
    countryCode: "NP",
    phone: "+977 1-5550-148",
  },
];
