import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { offices } from "./offices";

describe("offices", () => {
  it("lists Japan (Tokyo), USA (Lexington, MA) and Nepal (Kathmandu), in that order", () => {
    expect(offices.map((office) => `${office.country} (${office.city})`)).toEqual([
      "Japan (Tokyo)",
      "USA (Lexington, MA)",
      "Nepal (Kathmandu)",
    ]);
  });

  it("gives the Nepal office a Kathmandu address and clock", () => {
    const nepal = offices.find((office) => office.id === "nepal")!;
    expect(nepal.locality).toBe("Kathmandu");
    expect(nepal.timeZone).toBe("Asia/Kathmandu");
    expect(nepal.countryCode).toBe("NP");
  });

  it("no site copy places the Nepal team anywhere but Kathmandu", () => {
    const dir = join(import.meta.dirname, ".");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    for (const name of files) {
      expect(readFileSync(join(dir, name), "utf8"), name).not.toMatch(/Lalitpur/);
    }
  });
});
