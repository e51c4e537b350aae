/** Our Team: the story and the tabs; the people are the team collection (content/team). */

export const ourStory = {
  title: "Our Story",
  paragraphs: [
    "Northpeak started in 2012 as six engineers in a Lexington, Massachusetts office and a rented floor in Kathmandu, building software for hospitals that could not find developers who understood claims data. The two offices handed work to each other at the end of every day, and the 24/7 work cycle we still run was born out of necessity.",
    "When US price-transparency rules required payers to publish their negotiated rates in 2022, our clients asked us to make sense of the files. That work became PRIZM. Today more than 500 engineers, analysts and designers across the USA, Nepal and Japan build custom software and run the data behind it, and every project still ends with 30 days of complimentary support after go-live.",
  ],
} as const;

export const teamTabs = {
  label: "Our people",
  staffLabel: "Our Team",
  boardLabel: "Board Members",
  bioButton: "Read biography",
} as const;

/** The picture of a person whose entry has no photo. */
export const personPlaceholder = { url: "/images/team/no-photo.svg", width: 240, height: 240 } as const;
