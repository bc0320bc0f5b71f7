import { describe, expect, it } from "vitest";
import {
  claimValues,
  compareFacts,
  MEASURES_OF,
  readFacts,
  relatable,
  sameValue,
  TIME_WORDS,
  CLOCK_PHRASES,
  TIMES_WORDS,
  toClaim,
  TYPED_POWERS,
  UNIT_ALIASES,
} from "./facts";

const keys = (text: string) => claimValues(text).map((v) => v.key);
const relation = (a: string, b: string) => compareFacts(toClaim("a", a), toClaim("b", b)).kind;

describe("the measures table", () => {
  // Every unit written every way the aliases allow reads as its measure in the base unit.
  const rows = Object.entries(UNIT_ALIASES).filter(([, unit]) => MEASURES_OF[unit] !== undefined);
  it.each(rows)("reads 2 %s as its measure in the base unit", (alias, unit) => {
    const [measure, size, offset = 0] = MEASURES_OF[unit];
    expect(keys(`The part is 2 ${alias} in all.`)).toEqual([
      `number:${measure}:${Number(((2 + offset) * size).toPrecision(12))}`,
    ]);
  });

  it("reads degrees Fahrenheit as Celsius, so a temperature said on both scales is one value", () => {
    expect(keys("no hotter than 104°F")).toEqual(keys("no hotter than 40 °C"));
    expect(keys("water boils at 212 fahrenheit")).toEqual(["number:temperature:100"]);
    expect(keys("below 32 °F")).toEqual(["number:temperature:0"]);
    expect(relation("Warm it to 104°F.", "Warm it to 40°C.")).toBe("agree");
    // Rounded into the other scale, within a hundredth: one value ("145°F" = 62.8 °C).
    expect(relation("Cook it to 145°F.", "Cook it to 63°C.")).toBe("agree");
    expect(relation("Cook it to 160°F.", "Cook it to 63°C.")).toBe("conflict");
  });

  // Every unit of the table written against its figure ("3kg", "250ms") reads as written apart.
  const letters = Object.keys(UNIT_ALIASES).filter((alias) => /^[a-z]+$/.test(alias));
  it.each(letters)("reads 2%s as 2 %s", (alias) => {
    expect(keys(`The part is 2${alias} in all.`)).toEqual(keys(`The part is 2 ${alias} in all.`));
  });

  it("reads an ordinal, a clock or an unknown ending after a figure as no unit", () => {
    expect(keys("It has 16GB of RAM.")).toEqual(["number:data:16000000000", "name:ram"]);
    expect(keys("Room 12B on the 2nd floor at 9am.")).toEqual(["id:12b", "time:09:00"]);
  });

  it("reads one amount written in several units as one value", () => {
    expect(keys("It weighs 1.4 kg.")).toEqual(keys("It weighs 1,400 grams."));
    expect(keys("The run is 2.5 km.")).toEqual(keys("The run is 2,500 metres."));
    expect(keys("Each node gets 2 TB.")).toEqual(keys("Each node gets 2 terabytes."));
    expect(keys("It weighs 1.4 kg.")).not.toEqual(keys("It weighs 1,500 grams."));
  });

  it("reads yen as a currency and a word after a figure that is not its unit as none", () => {
    expect(keys("The room is ¥25,000 per night.")).toEqual(["number:money:jpy:25000"]);
    expect(keys("The room is 25,000 yen per night.")).toEqual(["number:money:jpy:25000"]);
    expect(relation("The hotel in Kyoto costs ¥25,000 per night.", "Kyoto hotel: ¥28,000 per night.")).toBe("conflict");
  });
});

describe("times of day", () => {
  it.each(Object.entries(TIME_WORDS))("reads %s as %s", (word, clock) => {
    expect(keys(`Lunch is at ${word}.`)).toEqual(keys(`Lunch is at ${clock}.`));
  });

  it("reads a dot or an h between hours and minutes, and a figure's decimals as no hour", () => {
    expect(keys("It leaves at 7.30 am.")).toEqual(["time:07:30"]);
    expect(keys("It leaves at 19h30.")).toEqual(keys("It leaves at 7:30 pm."));
  });

  it("reads a time in a row's fields after a comma, not a figure's decimals after one", () => {
    expect(keys("Fix-it Night,2026-06-17,19:00")).toEqual(expect.arrayContaining(["date:2026-06-17", "time:19:00"]));
    expect(keys("Fix-it Night,2026-06-17,19:00")).not.toContain("number::0");
    expect(keys("Laser cutter,Priya,18:30-21:00")).toEqual(expect.arrayContaining(["time:18:30", "time:21:00"]));
    expect(keys("Widget,12.50").some((k) => k.startsWith("time:"))).toBe(false);
    expect(keys("It came to 1,200.50 in all.").some((k) => k.startsWith("time:"))).toBe(false);
  });

  // Each clock phrase of the table before an hour in words and in figures reads as that hour and its minutes.
  it.each(Object.entries(CLOCK_PHRASES))("reads %s an hour as its minutes (%i)", (phrase, minutes) => {
    const clock = (7 * 60 + minutes) / 60;
    const expected = `time:${Math.floor(clock)}:${String((7 * 60 + minutes) % 60).padStart(2, "0")}`;
    expect(keys(`The bus leaves at ${phrase} seven.`)).toEqual([expected]);
    expect(keys(`The bus leaves at ${phrase} 7.`)).toEqual([expected]);
  });

  it("reads an hour said without its half of the day as either half, one said with it as that one", () => {
    expect(keys("The bus leaves at seven o'clock.")).toEqual(["time:7:00"]);
    expect(sameValue("time:5:30", "time:17:30")).toBe(true);
    expect(sameValue("time:5:30", "time:05:30")).toBe(true);
    expect(sameValue("time:07:30", "time:19:30")).toBe(false);
    expect(sameValue("time:5:30", "time:17:45")).toBe(false);
    expect(relation("The ferry leaves at half past five.", "The ferry leaves at 5:30 pm.")).not.toBe("conflict");
    expect(relation("The ferry leaves at half past five.", "The ferry leaves at 6 pm.")).toBe("conflict");
  });

  it("reads hours and minutes with a dot as a time only where a clock stands, not a room, a version or a length", () => {
    expect(keys("Doors open at 19.30.")).toEqual(keys("Doors open at 7:30 pm."));
    expect(keys("Kick-off was moved to 18.00.")).toEqual(["time:18:00"]);
    expect(keys("The talk is at 9.15.")).toEqual(["time:9:15"]);
    expect(keys("The talk is in room 2.14.")).toEqual(["id:2.14"]);
    expect(keys("It still runs macOS 10.15 today.")).not.toContain("time:10:15");
    expect(keys("The loop is 2.50 km.")).toEqual(["number:length:2500"]);
    expect(keys("The ratio is 3.75.")).toEqual(["id:3.75"]);
    expect(keys("We upgraded Postgres to 16.02 on Friday.")).toEqual(["name:postgres", "id:16.02", "date:friday"]);
    expect(keys("Our image runs Python 3.12 now.")).toEqual(["name:python", "id:3.12"]);
    expect(keys("Moved to 17.30 because of the rain.")).toEqual(["time:17:30"]);
  });

  it("reads two people each with a figure of their own as two facts, wherever the name stands", () => {
    expect(
      relation("Totals so far: Priya has logged 42 km this month.", "Marek's log shows 37 km this month."),
    ).not.toBe("conflict");
    expect(relation("Totals so far: Priya has logged 42 km this month.", "Priya's log shows 37 km this month.")).toBe(
      "conflict",
    );
  });

  it("reads a name and the same name with a qualifier before it as one name", () => {
    expect(sameValue("name:okafor", "name:dr okafor")).toBe(true);
    expect(sameValue("name:a level maths", "name:maths")).toBe(true);
    expect(sameValue("name:okafor", "name:okafor lane")).toBe(false);
    expect(sameValue("name:hollins", "name:hollins farm")).toBe(true);
    expect(keys("Gas meter change at Brook St is Thursday")).toContain("name:brook street");
    expect(keys("We met at St James's Park.")).toEqual(["name:st james park"]);
    expect(sameValue("name:ashcombe", "name:ashcombe house")).toBe(true);
    expect(sameValue("name:ashcombe", "name:ashcombe house hotel")).toBe(false);
    expect(sameValue("name:oak lane", "name:oak lane brewery")).toBe(true);
    expect(sameValue("name:oak lane", "name:oak street brewery")).toBe(false);
    expect(sameValue("name:ada okafor", "name:ben okafor")).toBe(false);
    expect(
      relation("Dr Okafor runs the Tuesday clinic, 40 places.", "Okafor runs the Tuesday clinic, 40 places."),
    ).not.toBe("conflict");
  });
});

describe("one value written two ways is never a conflict", () => {
  it.each([
    ["The call lasts 1 hr.", "The call lasts 60 minutes."],
    ["The budget is €40K.", "The budget is 40.000 EUR."],
    ["Lunch is at noon.", "Lunch is at 12:00."],
    ["The shuttle leaves at 7.30 am.", "The shuttle leaves at 7:30."],
    ["The fee is ten percent.", "The fee is 10%."],
    ["The trip takes two weeks.", "The trip takes 14 days."],
    ["The cap is 40 000 euros.", "The cap is €40,000."],
    ["The warranty runs 1 year.", "The warranty runs 12 months."],
    ["The fee is 5 per cent.", "The fee is 5%."],
    ["The deposit is 3 grand.", "The deposit is 3,000."],
    ["The sprint lasts a fortnight.", "The sprint lasts 14 days."],
    ["The shelf is 6 feet wide.", "The shelf is 72 inches wide."],
    ["The beam is 1.2 tonnes.", "The beam is 1,200 kg."],
    ["The timeout is 3 mins.", "The timeout is 180 s."],
  ])("%s / %s", (a, b) => {
    expect(relation(a, b)).not.toBe("conflict");
    const [ka, kb] = [keys(a), keys(b)];
    expect(ka.length).toBe(kb.length);
    ka.forEach((k, i) => expect(sameValue(k, kb[i])).toBe(true));
  });

  it.each([
    ["A day ticket costs €12,50.", "A day ticket is 12.50 euros."],
    ["Parking is 3,80 EUR per hour.", "Parking is €3.80 per hour."],
    ["The hall seats five hundred people.", "The hall seats 500 people."],
    ["We need two dozen eggs.", "We need 24 eggs."],
    ["Keep the greenhouse at 21 °C.", "Keep the greenhouse at 21C."],
    ["The fridge stays at 4°C.", "The fridge stays at 4 degrees Celsius."],
    ["The uplink runs at 10 Gbps.", "The uplink runs at 10 Gbit/s."],
    ["The line is 1 Gbps.", "The line is 1,000 Mbps."],
    ["The grant is €12M.", "The grant is 12 million euros."],
    ["The mast is 12m tall.", "The mast is 12 metres tall."],
    ["The screw is 5mm long.", "The screw is 5 millimetres long."],
    ["Store it at 2–8 °C.", "Store it between 2 and 8 degrees."],
  ])("reads %s / %s as one value (decimal commas, scales, signs, rates, m by case)", (a, b) => {
    expect(keys(a)).toEqual(keys(b));
    expect(relation(a, b)).not.toBe("conflict");
  });

  it("keeps a comma before three digits grouping thousands, and capitals or money scaling by a million", () => {
    expect(keys("It costs 1,250 EUR.")).toEqual(["number:money:eur:1250"]);
    expect(keys("Sizes 10,12,14 are left.")).not.toContain("number::12.14");
    expect(keys("It has 10M users.")).toEqual(["number:user:10000000"]);
    expect(keys("It raised $40m.")).toEqual(["number:money:usd:40000000"]);
    expect(keys("The line is 10 Gbps.")).not.toContain("number:money:gbp:10");
  });

  it("tells values of the new forms apart", () => {
    expect(relation("Bake the bread at 230 °C.", "Bake the bread at 250C.")).toBe("conflict");
    expect(relation("The office line is 100 Mbps.", "The office line is now 250 Mbit/s.")).toBe("conflict");
    expect(relation("Parking costs 3,80 EUR per hour.", "Parking costs €4,20 per hour.")).toBe("conflict");
    expect(relation("The mast is 12m tall.", "The mast is 15 metres tall.")).toBe("conflict");
  });

  it("reads years and months as one measure, so a changed span conflicts", () => {
    expect(relation("The lease runs 1 year.", "The lease runs 18 months.")).toBe("conflict");
    expect(relation("The fee is 5 per cent.", "The fee is 7%.")).toBe("conflict");
  });
});

describe("dates and names the fact reader takes whole", () => {
  it("reads a weekday with its day of the month as one date, and from-to after a change as the old one", () => {
    expect(keys("It is due on Friday the 6th.")).toEqual(["date:d06@friday"]);
    expect(keys("It is due Fri 6th.")).toEqual(["date:d06@friday"]);
    expect(claimValues("The delivery moved from Friday the 6th to Monday the 9th.").map((v) => [v.key, v.old])).toEqual(
      [
        ["date:d06@friday", true],
        ["date:d09@monday", false],
      ],
    );
  });

  it("reads a span of hours and minutes as one (1h 32m), and a bare hour opening a range of times as a time", () => {
    expect(keys("The keynote runs 1h 32m.")).toEqual(["number:duration:5520"]);
    expect(keys("The mast is 32m tall.")).toEqual(["number:length:32"]);
    expect(keys("We serve breakfast 8–9:30.")).toEqual(["time:8:00", "time:9:30"]);
    expect(sameValue("time:8:00", "time:08:00")).toBe(true);
  });

  it.each([
    ["Viewings 4-6pm.", "time:16:00"],
    ["Open between 2 and 4pm.", "time:14:00"],
    ["Staffed from 10 till 2pm.", "time:10:00"],
    ["Lunch 12-2pm.", "time:12:00"],
    ["Night shift from 11 to 2am.", "time:23:00"],
    ["Surgery 9-11am.", "time:09:00"],
  ])("takes the half of the day for the hour opening %s from the range's end", (text, opening) => {
    expect(keys(text)[0]).toBe(opening);
  });

  it("takes a measure said in miles, feet or inches and rounded in metric units for the same, not one 2% away", () => {
    const [miles, km, five, feet, metres] = ["3 miles", "4.8 km", "5 km", "6 ft", "1.83 m"].map((t) => keys(t)[0]);
    expect(sameValue(miles, km)).toBe(true);
    expect(sameValue(feet, metres)).toBe(true);
    expect(sameValue(miles, five)).toBe(false);
    expect(sameValue(keys("10.1 cm")[0], keys("10.2 cm")[0])).toBe(false);
    // A whole of metres rounds the feet to its own figure: 60 ft is 18.29 m, 100 ft 30.48 m.
    expect(sameValue(keys("18m")[0], keys("60 feet")[0])).toBe(true);
    expect(sameValue(keys("30 m")[0], keys("100 ft")[0])).toBe(true);
    expect(sameValue(keys("19 m")[0], keys("60 feet")[0])).toBe(false);
  });

  it("reads 'a thousand' before what it counts, half a year as six months, both sides of 8 x 6 m, and an owner apart from what is theirs", () => {
    expect(keys("We need a thousand cards.")).toEqual(["number:card:1000"]);
    expect(keys("Thanks a million!")).toEqual([]);
    expect(keys("The bearings last half a year.")).toEqual(["number:months:6"]);
    expect(sameValue(keys("within half a year")[0], keys("within 6 months")[0])).toBe(true);
    expect(keys("The shed is 8 x 6 m.")).toEqual(["number:length:8", "number:length:6"]);
    expect(keys("It is eight by six foot.")).toEqual(["number:length:2.4384", "number:length:1.8288"]);
    expect(keys("Mrs Okafor's Golf is in for new tyres.")).toEqual(["name:mrs okafor", "name:golf"]);
  });

  it("reads an hour said after 'at' as a time of either half, not a figure a word measures or a unit follows", () => {
    expect(keys("We flag off at nine.")).toEqual(["time:9:00"]);
    expect(keys("Her dental is on Tuesday at 9, no breakfast.")).toEqual(["date:tuesday", "time:9:00"]);
    expect(keys("Doors at 10 sharp")).toEqual(["time:~10:00"]);
    expect(keys("We'll leave at 8 tomorrow.")).toEqual(["time:8:00"]);
    expect(keys("at 8 in the morning")).toEqual(["time:08:00"]);
    expect(sameValue(keys("at nine on Friday")[0], keys("9pm")[0])).toBe(true);
    for (const text of [
      "priced at 9.",
      "capped at twelve months",
      "a canary at 5%",
      "the fridge at 4 °C",
      "Store it at 2–8 °C.",
      "at one point",
      "We're at 6, need 4 more players.",
      "Arsenal are at 3 in the table.",
      "Tickets are at 12 each.",
      "Buy them at 3 for £10.",
      "He was at one with nature.",
      "She peaked at 9 on the charts.",
    ])
      expect(
        keys(text).some((k) => k.startsWith("time:")),
        text,
      ).toBe(false);
  });

  it("takes an hour from ten to twelve said in words for either half ('quarter past ten' = 22:15), and two figures for a 24-hour clock's", () => {
    expect(sameValue(keys("at quarter past ten")[0], keys("22:15")[0])).toBe(true);
    expect(sameValue(keys("at quarter past ten")[0], keys("10:15am")[0])).toBe(true);
    expect(sameValue(keys("at 10:15")[0], keys("22:15")[0])).toBe(false);
  });

  it("reads four figures as a time of a 24-hour clock where rotas write one, not a number, a year or a measure", () => {
    expect(keys("pump on site 0630")).toEqual(["time:06:30"]);
    expect(keys("The engineer arrives at 0730 Wednesday.")).toEqual(["time:07:30", "date:wednesday"]);
    expect(keys("crew expected 1415 to dig")).toEqual(["time:14:15"]);
    expect(keys("it's 0615 start")).toEqual(["time:06:15"]);
    expect(keys("open 0800–1400 daily")).toEqual(["time:08:00", "time:14:00"]);
    expect(keys("open 0800–1400 units")).toEqual(["number::800", "number:unit:1400"]);
    expect(keys("Saturday 8 June, 0800–1400.")).toEqual(["date:06-08@saturday", "time:08:00", "time:14:00"]);
    expect(keys("expected 1330 to 1500")).toEqual(["time:13:30", "time:15:00"]);
    expect(keys("Doors at 1930 sharp.")).toEqual(["time:19:30"]);
    expect(sameValue(keys("at 1930")[0], keys("7.30pm")[0])).toBe(true);
    for (const [text, key] of [
      ["Invoice 0217 went out", "number:went:217"],
      ["There are 1204 cases.", "number:case:1204"],
      ["It sits at 2320 metres.", "number:length:2320"],
      ["rising from 1200 to 1500 people", "number:people:1500"],
      ["by 2030 we will", "date:2030"],
      ["call 0800 123 456", "number::800"],
      ["Call me at 0207 946 0958.", "number::958"],
      ["My PIN is 0630.", "number::630"],
      ["Revenue fell from 1500 to 1200.", "number::1200"],
      ["Attendance was around 1200.", "number::1200"],
      ["Since 1215, England has", "number::1215"],
    ])
      expect(keys(text), text).toContain(key);
  });

  it("reads four figures marked as a clock's (hrs, h, Z, a time zone) as a time, a span in hours apart, a dotted day first", () => {
    for (const [text, key] of [
      ["hoist booked from 0800hrs", "time:08:00"],
      ["ETA 1400hrs", "time:14:00"],
      ["HW Sat 1342hrs, 4.1 m", "time:13:42"],
      ["meet 0930h at the gate", "time:09:30"],
      ["first contact 2131Z", "time:21:31"],
      ["obs start 2130 UT", "time:21:30"],
      ["window opens 1400 UTC", "time:14:00"],
      ["egress at 21:30Z", "time:21:30"],
      ["muster 0800 hours", "time:08:00"],
      ["meet 2200 BST at the layby", "time:22:00"],
      ["the audit starts at 15.00 h", "time:15:00"],
      ["on 02.04.2027 at 09:00", "date:2027-04-02"],
    ])
      expect(keys(text), text).toContain(key);
    expect(sameValue(keys("ETA 1400hrs")[0], keys("at two in the afternoon")[0])).toBe(true);
    // Hours apart from a clock's figures, or "hours" after four figures from 1000 up, are a span.
    expect(keys("the engine has 1200 hours on it")).toEqual(["number:duration:4320000"]);
    expect(keys("about 800hrs of flying")).toEqual(["number:duration:2880000"]);
    expect(keys("runs 2500hrs")).toEqual(["number:duration:9000000"]);
  });

  it("reads dots grouping thousands the continental way: before a decimal comma, before a count ending in a nought", () => {
    expect(keys("Rechnung über 1.250,00 EUR")).toEqual(["number:money:eur:1250"]);
    expect(keys("Angebot: EUR 12.480,5")).toEqual(["number:money:eur:12480.5"]);
    expect(keys("The volume is around 9.000 words.")).toEqual(["number:word:9000"]);
    expect(keys("We had 3.500 visitors")).toEqual(["number:visitor:3500"]);
    expect(sameValue(keys("around 9.000 words")[0], keys("approx. 9,000 words")[0])).toBe(true);
    // A measure's decimals stay decimals, and an address or a version stays one thing.
    expect(keys("weighs 1.250 kg")).toEqual(["number:mass:1250"]);
    expect(keys("host 192.168.100.200 is up")).toEqual(["id:192.168.100.200"]);
    expect(keys("1.5 people")).toEqual(["number:people:1.5"]);
    expect(keys("0.875 probability")).toEqual(["number:probability:0.875"]);
    expect(keys("scored 14.566 points")).toEqual(["number:point:14.566"]);
  });

  it('reads "one" after a word picking a thing out as that thing, not a count of one', () => {
    for (const w of ["the", "this", "next", "which", "last"])
      expect(keys(`Book ${w} one for Tuesday.`)).toEqual(keys("Book it for Tuesday."));
    expect(keys("The next one is at 50,000 miles.")).toEqual(keys("The next is at 50,000 miles."));
    expect(keys("We need one instructor.")).toEqual(["number:instructor:1"]);
    expect(keys("Only one.")).toEqual(["number::1"]);
  });

  it("reads a count marked after the word it counts (x8, × 4) as that many, a product of figures not", () => {
    expect(keys("F4 round fender x8")).toContain("number:fender:8");
    expect(keys("fender sock x2, gloves x 3.")).toEqual(["number:sock:2", "number:glove:3"]);
    expect(keys("Tyres × 4 ordered")).toEqual(["number:tyre:4"]);
    expect(keys("2 x 20 m of braid")).toEqual(["number:length:2", "number:length:20"]);
    expect(keys("boxes x 2,500")).toEqual(["number::2500"]);
  });

  it("reads a day and a month in figures that read either way as a date of either reading", () => {
    expect(keys("Sat 12/04 at 11:00")).toEqual(["date:saturday", "date:04-12|12-04", "time:11:00"]);
    expect(sameValue(keys("on 03/04/2025")[0], keys("Thursday 3 April")[0])).toBe(true);
    expect(sameValue(keys("on 03/04/2025")[0], keys("on 4 March 2025")[0])).toBe(true);
    expect(sameValue(keys("on 03/04/2025")[0], keys("on 5 April")[0])).toBe(false);
    expect(keys("on 15/03")).toEqual(["date:03-15"]);
    for (const text of ["rated 5/10 overall", "24/7 support", "3/4 of the rooms"])
      expect(
        keys(text).some((k) => k.startsWith("date:")),
        text,
      ).toBe(false);
  });

  it("reads a day of the month said alone after 'the' as that day, not an ordinal before what it ranks", () => {
    expect(keys("Reckon we pull the honey on the 9th?")).toEqual(["date:d09"]);
    expect(keys("Harvest's the 16th now, he wants it capped")).toContain("date:d16");
    expect(sameValue(keys("due by the 5th.")[0], keys("due 5 May")[0])).toBe(true);
    expect(sameValue(keys("due by the 5th.")[0], keys("due 7 May")[0])).toBe(false);
    expect(sameValue(keys("The fair is on the 14th.")[0], keys("The fair is in June.")[0])).toBe(true);
    expect(sameValue(keys("on the 14th.")[0], keys("on the 16th.")[0])).toBe(false);
    expect(keys("She was the 5th to arrive")).toEqual([]);
    expect(keys("the 21st of June")).toEqual(["date:06-21"]);
    for (const text of ["the 19th century", "on the 3rd floor", "for the 2nd time"])
      expect(keys(text), text).toEqual([]);
  });

  it("reads an hour in words before am or pm, a dotted time before a part of the day, host names", () => {
    expect(keys("from about four pm")).toEqual(["time:16:00"]);
    expect(keys("at seven am sharp")).toEqual(["time:07:00"]);
    expect(keys("2.30 this afternoon, they reckon.")).toEqual(["time:14:30"]);
    expect(keys("It's 2.30 per cent")).not.toContain("time:14:30");
    expect(keys("The Fox & Hounds it is")).toEqual(keys("The Fox and Hounds it is"));
    expect(keys("ebooks.northmere-libraries.org.uk is down")).toEqual(["id:ebooks.northmere-libraries.org.uk"]);
    expect(keys("theatre on deck 5")).toEqual(["id:5"]);
    expect(keys("We'll build two extensions next year.")).toEqual(["number:extension:2"]);
  });

  it("reads a code joined by a hyphen as one identifier, a hyphenated name or figure as before", () => {
    expect(keys("Van reg is KX21-PLM.")).toEqual(["id:kx21-plm"]);
    expect(keys("Frame code AB12-CD34 is fine.")).toEqual(["id:ab12-cd34"]);
    expect(keys("Jean-Pierre Smith-Jones leads.")).toEqual(["name:pierre", "name:jones"]);
    expect(keys("The 2-Day Pass costs £40.")).toContain("name:day pass");
  });

  it("reads a letter labelling a thing after its word as an identifier, and 'N of us' as people", () => {
    expect(keys("Our council tax is band C.")).toEqual(["id:band c"]);
    expect(keys("Band D for the flat")).toEqual(["id:band d"]);
    expect(keys("Go to block B.")).toEqual(["id:block b"]);
    expect(keys("Tomasz and I went")).not.toContain("id:and i");
    expect(keys("there'll be 27 of us")).toEqual(keys("27 people"));
    expect(keys("3 of the rooms")).toEqual(["number::3"]);
  });

  it("reads units of mass, volume, power and energy by their symbols, a figure per a unit as a figure", () => {
    expect(keys("16.5 tonnes")).toEqual(keys("16,500 kg"));
    expect(keys("Pack 3 t-shirts").some((k) => k.includes("mass"))).toBe(false);
    expect(keys("You owe me 20 ha ha.").some((k) => k.includes("area"))).toBe(false);
    expect(sameValue(keys("The flat is 95 m²")[0], keys("The flat is 1,023 sq ft")[0])).toBe(true);
    expect(sameValue(keys("The farm is 100 acres")[0], keys("The farm is 40.5 ha")[0])).toBe(false);
    expect(sameValue(keys("The farm is 100 acres")[0], keys("The farm is 40.5 hectares")[0])).toBe(true);
    expect(keys("48 m³ of concrete")).toEqual(keys("48 cubic metres"));
    expect(keys("48 cubic metres")).toEqual(keys("48,000 litres"));
    expect(keys("2.5 MW at peak")).toEqual(keys("2,500 kW"));
    expect(keys("2,900 kWh a year")[0]).toBe("number:energy:2900000");
    expect(keys("€139/night")).toEqual(["number:money:eur:139"]);
    expect(keys("£11.45/hr")).toEqual(["number:money:gbp:11.45"]);
    expect(keys("a 7kW unit")).toEqual(["number:power:7000"]);
    expect(keys("charged in kWh").some((k) => k.startsWith("name:"))).toBe(false);
  });

  it("reads a time's half from the part of the day after it, and an hour before one", () => {
    expect(keys("Doors open at quarter to eight in the evening.")).toEqual(["time:19:45"]);
    expect(keys("meet at half six in the morning")).toEqual(["time:06:30"]);
    expect(keys("From 3 in the afternoon, and out by 11am")).toEqual(["time:15:00", "time:11:00"]);
    expect(keys("back at 10 at night")).toEqual(["time:22:00"]);
    expect(keys("at 12 at night")).toEqual(["time:00:00"]);
    expect(keys("at 7:30 in the evening")).toEqual(["time:19:30"]);
    expect(sameValue(keys("seven in the morning")[0], keys("7pm")[0])).toBe(false);
    expect(keys("there are three subject talks in the morning")).toEqual(["number:subject:3"]);
    expect(keys("it's 19:30 in the evening")).toEqual(["time:19:30"]);
  });

  it.each(Object.entries(TYPED_POWERS))("reads %s typed after a figure as %s, quoting it as written", (typed, sign) => {
    expect(keys(`85 ${typed} of floor`)).toEqual(keys(`85 ${sign} of floor`));
    expect(keys(`£12.50/${typed} laid`)).toEqual(["number:money:gbp:12.5"]);
    expect(keys(`£12.50 per ${typed} laid`)).toEqual(["number:money:gbp:12.5"]);
    expect(claimValues(`85${typed} of floor`)[0].text).toBe(`85${typed}`);
    // Not after a figure or a rate: a name or a code ("the M2 motorway", "room M2").
    expect(keys(`the ${typed.toUpperCase()} junction`).some((k) => k.includes("area") || k.includes("volume"))).toBe(
      false,
    );
  });

  it("reads an area in its units, one or two words or a sign, in square metres", () => {
    expect(keys("about eighty-five square metres")).toEqual(["number:area:85"]);
    expect(keys("The roof covers 95 m²; full")).toEqual(["number:area:95"]);
    expect(keys("38 hectares")).toEqual(keys("380,000 sq m"));
    expect(keys("12k sq ft")).toEqual(keys("12,000 square feet"));
    expect(keys("50 sq. ft of space")).toEqual(keys("50 square foot"));
    expect(keys("a 2 acre field")).toEqual(["number:area:8093.7128448"]);
    expect(keys("10 square tables")).toEqual(["number:square:10"]);
  });

  it("reads pence or cents said after the currency's word as the amount's decimals, and 'half a million'", () => {
    expect(keys("Renewing costs eighty-eight pounds fifty; allow a week.")[0]).toBe("number:money:gbp:88.5");
    expect(keys("It's 12 dollars 99.")).toEqual(["number:money:usd:12.99"]);
    expect(keys("That's 40 euros 20 each.")).toEqual(["number:money:eur:40", "number::20"]);
    expect(keys("ten pounds fifty people came")).toEqual(["number:money:gbp:10", "number:people:50"]);
    expect(keys("It is insured for half a million dollars.")).toEqual(["number:money:usd:500000"]);
    expect(keys("it's a tenner a head")).toEqual(keys("£10 a head"));
    expect(keys("twenty quid each")).toEqual(keys("£20 each"));
  });

  it("reads none of these as a range, a span or a name split: a label's number before a time, a dose's count, metres after hours, a possessive place", () => {
    expect(keys("Section 3 - 10:30 start")).toEqual(["number::3", "time:10:30"]);
    expect(keys("Take 2 x 500 mg tablets")).toEqual(["number::2", "number:mass:0.5"]);
    expect(keys("The walk is 2 hours and 40 m of climbing")).toEqual(["number:duration:7200", "number:length:40"]);
    expect(keys("We met at St James's Park.")).toEqual(["name:st james park"]);
    expect(keys("Meet at 8:30 a mile north.")).toEqual(["time:8:30"]);
    expect(sameValue(keys("3 miles")[0], keys("4.9 km")[0])).toBe(false);
    expect(sameValue(keys("100 miles")[0], keys("158 km")[0])).toBe(false);
  });

  it("reads minutes and seconds per a distance as a pace, not a time of day", () => {
    expect(keys("Easy pace, about 5:45/km, leaving at 7am.")).toEqual(["number:pace-km:345", "time:07:00"]);
    expect(keys("Target pace 5:45 per km.")).toEqual(["number:pace-km:345"]);
    expect(keys("We meet at 5:45 on Monday.")).toEqual(["time:5:45", "date:monday"]);
  });

  it("holds a year's day in that year's month, not in another year's", () => {
    expect(sameValue("date:2027-03", "date:2027-03-31")).toBe(true);
    expect(sameValue("date:2026-03", "date:2027-03-31")).toBe(false);
    expect(sameValue("date:2027-03", "date:2027-04-01")).toBe(false);
  });

  it("takes a weekday with its day of the month for a date of that day, and for that weekday", () => {
    const same: [string, string, boolean][] = [
      ["date:d21@sunday", "date:09-21", true],
      ["date:d21@sunday", "date:2026-09-21", true],
      ["date:d21@sunday", "date:sunday", true],
      ["date:d21@sunday", "date:09-22", false],
      ["date:d21@sunday", "date:saturday", false],
      ["date:d19@thursday", "date:11-19@thursday", true],
      ["date:d19@thursday", "date:d18@thursday", false],
      ["date:d19@thursday", "date:d19@friday", false],
      ["date:d10@friday", "date:2026-10", false],
    ];
    for (const [a, b, want] of same) {
      expect(sameValue(a, b), `${a} ${b}`).toBe(want);
      expect(sameValue(b, a), `${b} ${a}`).toBe(want);
    }
  });

  it("reads a weekday before a day and a month as one date, the same as the day or the weekday alone", () => {
    expect(keys("The fitting is on Saturday 14 June.")).toEqual(["date:06-14@saturday"]);
    expect(keys("The fitting is on Saturday the 14th of June.")).toEqual(["date:06-14@saturday"]);
    expect(keys("The fitting is on Saturday, the 14th of June.")).toEqual(["date:06-14@saturday"]);
    expect(relation("The fitting is on Saturday the 14th of June.", "The fitting is on 21 June.")).toBe("conflict");
    expect(keys("The fitting is on Sat, June 14.")).toEqual(["date:06-14@saturday"]);
    const same: [string, string, boolean][] = [
      ["date:06-14@saturday", "date:06-14", true],
      ["date:06-14@saturday", "date:2026-06-14", true],
      ["date:06-14@saturday", "date:saturday", true],
      ["date:saturday", "date:06-14@saturday", true],
      ["date:06-14@saturday", "date:06", true],
      ["date:06-14@saturday", "date:06-21@saturday", false],
      ["date:06-14@saturday", "date:sunday", false],
      ["date:06-14@saturday", "date:06-14@sunday", true], // the day decides; a wrong weekday is a slip
    ];
    for (const [a, b, expected] of same) expect([a, b, sameValue(a, b)]).toEqual([a, b, expected]);
    expect(relation("The fitting is on Saturday 14 June.", "The fitting is on 21 June.")).toBe("conflict");
    expect(relation("The fitting is on Saturday 14 June.", "The fitting is on 14 June.")).toBe("agree");
  });

  it("reads the minutes past an hour and a half hour said the British way as times", () => {
    const times: [string, string[]][] = [
      ["Doors open at twenty past ten.", ["time:~10:20"]],
      ["Doors open at twenty five past ten.", ["time:~10:25"]],
      ["Doors open at 10 past 3.", ["time:3:10"]],
      ["Doors open at half six.", ["time:6:30"]],
      ["Doors open at half past six.", ["time:6:30"]],
      ["Doors open 40 past 3.", ["number:past:40", "number::3"]], // no clock has 40 minutes past
    ];
    for (const [text, expected] of times) expect([text, keys(text)]).toEqual([text, expected]);
    expect(sameValue("time:6:30", "time:06:30")).toBe(true);
  });

  it("reads minutes past or to noon and midnight as times of that half of the day", () => {
    const times: [string, string[]][] = [
      ["Back in by ten past midnight.", ["time:00:10"]],
      ["Doors close at quarter to midnight.", ["time:23:45"]],
      ["The talk starts at half past noon.", ["time:12:30"]],
      ["Gates open at midnight.", ["time:00:00"]],
      ["The last bus left at forty past midnight.", ["time:00:40"]],
    ];
    for (const [text, expected] of times) expect([text, keys(text)]).toEqual([text, expected]);
    expect(relation("The van got back at ten past midnight.", "The van got back at 00:10.")).not.toBe("conflict");
  });

  it("counts a code after a sign of quantity whole", () => {
    const counts: [string, string[]][] = [
      ["3 x K7-220B heron valve", ["number:k7-220b:3", "id:k7-220b"]],
      ["2 x C4 kestrel hinge", ["number:c4:2", "name:c4"]],
      ["6 x PIR detector", ["number:pir:6", "name:pir"]],
    ];
    for (const [text, expected] of counts) expect([text, keys(text)]).toEqual([text, expected]);
    expect(keys("3 x C6 reels")).not.toContain("number:temperature:3");
  });

  it("reads 'grand' before a plural it counts as part of its name, alone or before a word of money as a thousand", () => {
    expect(keys("2 grand masters")).toEqual(["number:master:2"]);
    expect(keys("3 grand pianos")).toEqual(["number:piano:3"]);
    expect(keys("5 grand total")).toEqual(["number:total:5000"]);
    expect(keys("30 grand tops")).toContain("number:top:30000");
    expect(readFacts("2 grand masters")[0].frame).toContain("grand");
    expect(keys("It came to 5 grand.")).toEqual(["number::5000"]);
    expect(keys("It came to 5 grand a month.")).toContain("number::5000");
  });

  it("reads no name in a pronoun's contraction opening a sentence", () => {
    for (const text of ["We've booked 3 rooms.", "I'm bringing 2 chairs.", "They'll send 40 boxes."])
      expect([text, claimValues(text).filter((v) => v.kind === "name")]).toEqual([text, []]);
    expect(keys("Sarah's bringing 2 chairs.")).toContain("name:sarah");
  });

  it("reads a one-word name and its short form of six letters or more as one", () => {
    expect(sameValue("name:postgres", "name:postgresql")).toBe(true);
    expect(sameValue("name:post", "name:postgresql")).toBe(false);
    expect(sameValue("name:hotel", "name:hotel krone")).toBe(false);
  });

  it("reads a name opening a sentence before an update cue and its verb", () => {
    expect(keys("Kenji now leads the design review.")).toEqual(["name:kenji"]);
    expect(relation("Maria leads the design review.", "Kenji now leads the design review.")).toBe("conflict");
  });
});

describe("comparing facts", () => {
  it("keeps a frame word that is also part of an identifier", () => {
    expect(relation("Backups go to backup-02.internal.", "Backups are written to backup-03.internal now.")).toBe(
      "conflict",
    );
  });

  it("reads a name qualifying a word after the verb as the value stated, a plain word there as another thing", () => {
    expect(relation("Quiz night is at Priya's place at 8 pm.", "Quiz night is at Daniel's place at 8 pm.")).toBe(
      "conflict",
    );
    expect(relation("Lena's long run this Sunday is 18 km.", "Omar's long run this Sunday is 22 km.")).toBe(
      "unrelated",
    );
    expect(relation("The app will not ship the export feature.", "The app will ship the import feature.")).not.toBe(
      "conflict",
    );
  });

  it("reads an owner before a shared noun as another subject", () => {
    expect(relation("Alice's flight lands at 18:20.", "Bob's flight lands at 21:05.")).toBe("unrelated");
    expect(relation("Alice's flight lands at 18:20.", "Alice's flight now lands at 19:05.")).toBe("conflict");
  });

  it("reads one name opening each fact, the rest word for word, as who differs", () => {
    expect(relation("Ana takes notes", "Ben takes notes")).toBe("conflict");
    expect(relation("Ana takes notes", "Ana takes notes")).toBe("agree");
    expect(relation("Ana takes notes", "Ben takes photos")).not.toBe("conflict");
  });

  it("reads a name after a figure both do not share as what it measures, not a subject", () => {
    expect(relation("The staging server has 16 GB of RAM.", "The production server has 64 GB of RAM.")).toBe(
      "unrelated",
    );
    expect(relation("The staging server has 16 GB of RAM.", "The staging server now has 64 GB of RAM.")).toBe(
      "conflict",
    );
  });

  it("reads several facts of one sentence, each with its own words", () => {
    expect(readFacts("The budget is 40k euros and the launch is on 7 March.").map((f) => f.fact)).toEqual([
      "The budget is 40k euros",
      "the launch is on 7 March.",
    ]);
  });
});

describe("one value of one measure restated, little else shared", () => {
  it.each([
    [
      "Backups are kept for 30 days on the old NAS, according to Jonas.",
      "Retention for backups on the new cluster: 14 days.",
      "conflict",
    ],
    [
      "After the call with the landlord we agreed the deposit stays at €1,200 for now.",
      "Deposit is €1,500 per the signed contract.",
      "conflict",
    ],
    [
      "Our vet said the puppy should weigh about 9 kg by March, so we adjust the food.",
      "Puppy weight target from the clinic leaflet is 12 kg.",
      "conflict",
    ],
    // Two measures: two facts.
    ["The staging database keeps 30 days of logs.", "Logs on the web servers rotate at 500 MB.", "unrelated"],
    // A figure per item against a total of the same measure: two slots.
    ["The kitchen tiles cost 40 euros a box.", "Kitchen renovation came to 9,000 euros in the end.", "unrelated"],
  ])("%s / %s: %s", (a, b, expected) => {
    expect(relation(a, b)).toBe(expected);
  });
});

describe("round 9: words stemmed apart, months alone, names and figures, lists named in part", () => {
  // Each row: two statements and how they relate, one row per shape (none of them an evaluation pair).
  it.each([
    // A verb and its noun meet by their Porter2 stem: the same topic, another value.
    ["Rotate the shared drive passwords every 90 days.", "Password rotation now happens every 60 days.", "conflict"],
    ["We will repaint the fence in May.", "The fence repainting is planned for June.", "conflict"],
    // A month on its own is a date; a day of that month says it more precisely, it does not contradict it.
    ["The audit is in April.", "The audit is in September.", "conflict"],
    ["The audit is in April.", "The audit is on 14 April.", "agree"],
    // Two people, each with a figure of their own: two subjects, not one fact changed twice.
    ["Yara runs 2 km every Friday morning.", "Olek runs 1 km every Friday morning.", "unrelated"],
    // A name one side opens with and the other states after a verb is a value both state.
    ["Our contact at Norbank is Ingrid.", "Ingrid is still our contact.", "agree"],
    // The same person, another figure: a conflict.
    ["Yara runs 2 km every Friday morning.", "Yara runs 3 km every Friday morning.", "conflict"],
    // One name for another, nothing else changed: who does it differs.
    ["Yara waters the plants.", "Olek waters the plants.", "conflict"],
    // A list of names opening one side, the other naming more of them: nothing contradicted.
    ["Choir soloists: Ines, Bram and Lotte.", "Bram and Lotte sing the solos in the choir.", "agree"],
    // The same sentence with a shorter list: the list changed.
    ["The relay team is Ama, Bodil and Cyrus.", "The relay team is Ama and Bodil.", "conflict"],
  ] as const)("%s / %s: %s", (a, b, kind) => {
    expect(relation(a, b)).toBe(kind);
  });

  it("reads a full month alone as a date of that month, not May opening a sentence", () => {
    expect(keys("The audit is in April.")).toEqual(["date:04"]);
    expect(keys("May I bring a friend?")).toEqual([]);
    expect(sameValue("date:04", "date:04-14")).toBe(true);
    expect(sameValue("date:04", "date:2026-04-14")).toBe(true);
    expect(sameValue("date:04", "date:05-14")).toBe(false);
  });
});

describe("counts of times written as one word", () => {
  it.each(Object.entries(TIMES_WORDS))("reads %s a week as %d times a week", (word, n) => {
    expect(keys(`Water the ferns ${word} a week.`)).toEqual(keys(`Water the ferns ${n} times a week.`));
    expect(keys(`Water the ferns ${word} a week.`)).toEqual([`number:time:${n}`]);
  });

  it("reads none before a word that is not what it counts by, and a changed count as a conflict", () => {
    expect(keys("Once the build passes, deploy it.")).toEqual([]);
    expect(keys("The new disk is twice as fast.")).toEqual([]);
    expect(relation("Feed the cat twice a day.", "Feed the cat three times a day.")).toBe("conflict");
    expect(relation("Feed the cat twice a day.", "Feed the cat 2 times a day.")).toBe("agree");
  });
});

describe("spans of time written in parts", () => {
  it.each([
    ["The bake takes 1 hour 20 minutes.", "The bake takes 80 minutes."],
    ["The bake takes an hour and 20 minutes.", "The bake takes 80 minutes."],
    ["The crossing takes 2 h 10 min.", "The crossing takes 130 minutes."],
    ["The rental is 3 days and 12 hours.", "The rental is 84 hours."],
    ["Roast the squash for an hour.", "Roast the squash for 60 minutes."],
  ])("reads %s as %s", (parts, whole) => {
    expect(keys(parts)).toEqual(keys(whole));
  });

  it("keeps parts apart when something else stands between them or the smaller comes first", () => {
    expect(keys("The first leg takes 2 hours and the second 30 minutes.")).toHaveLength(2);
    expect(keys("Allow 30 minutes and 2 hours.")).toHaveLength(2);
    expect(keys("We need 2 hours and 3 volunteers.")).toEqual(["number:duration:7200", "number:volunteer:3"]);
  });

  it("reads a span after a count or a unit as a rate, and a part of a span as none", () => {
    expect(keys("Take it 3 times a day.")).toEqual(["number:time:3"]);
    expect(keys("Take it twice a day.")).toEqual(["number:time:2"]);
    expect(keys("We walk 5 km a day.")).toEqual(["number:length:5000"]);
    expect(keys("The bus comes every quarter of an hour.")).toEqual([]);
  });

  it("reads litres and millilitres as one measure", () => {
    expect(keys("Bring 1.5 litres of water.")).toEqual(keys("Bring 1500 ml of water."));
  });
});

describe("update adverbs, weekdays said of every week, begin and start", () => {
  it.each([
    // An update's adverb before the verb ("now begins") is no qualifier of what the fact is about.
    ["The choir concert starts at 5 pm in the chapel.", "The concert now starts at 6 pm.", "conflict"],
    // "begin" and "start" are one concept.
    ["The school fete starts at 2 pm on the playing field.", "The fete begins at 3 pm.", "conflict"],
    ["The choir concert starts at 5 pm.", "The choir concert begins at 17:00.", "agree"],
    // A weekday in the plural is that weekday, a date, not a name.
    ["Band rehearsal is on Mondays at 7 pm.", "Band rehearsal is on Wednesdays at 7 pm.", "conflict"],
  ] as const)("%s / %s: %s", (a, b, kind) => {
    expect(relation(a, b)).toBe(kind);
  });

  it("reads a weekday in the plural as the weekday's date", () => {
    expect(keys("Rehearsal is on Mondays.")).toEqual(keys("Rehearsal is on Monday."));
  });
});

describe("an identifier stated with a figure, date or time is the fact's subject", () => {
  // Rows: two facts and how they relate. Identifiers that differ name two things, never one fact
  // with two values; the same identifier with another value is a conflict; a paraphrase agrees.
  it.each([
    ["report-12.csv 156 bytes, owner Dana Ruiz", "report-13.csv 169 bytes, owner Dana Ruiz", "unrelated"],
    ["db-01.example.com holds 40 GB.", "db-02.example.com holds 55 GB.", "unrelated"],
    ["OPS-4471 is due on March 7.", "OPS-4480 is due on March 14.", "unrelated"],
    ["api-02 restarts at 03:00.", "api-03 restarts at 04:00.", "unrelated"],
    ["report-12.csv is 156 bytes.", "report-12.csv is 210 bytes.", "conflict"],
    ["OPS-4471 is due on March 7.", "OPS-4471 is now due on March 14.", "conflict"],
    ["api-02 restarts at 03:00.", "api-02 now restarts at 04:00.", "conflict"],
    // An identifier alone is the value; a figure after a numbering word is one too.
    ["The launch code is ORCHID-7.", "The launch code is now ORCHID-9.", "conflict"],
    ["The flight leaves from gate 12 at 9:00.", "The flight now leaves from gate 14 at 9:30.", "conflict"],
    ["report-12.csv is 156 bytes.", "The file report-12.csv takes 156 bytes.", "agree"],
  ])("%s / %s: %s", (a, b, kind) => {
    expect(relation(a, b)).toBe(kind);
    expect(relation(b, a)).toBe(kind);
  });
});

describe("the claims compared with a claim", () => {
  // Every pair the comparison relates is among the candidates: the index drops unrelated pairs only.
  const sentences = [
    "The launch is on May 3.",
    "We now launch on 10 May.",
    "The budget is 40k.",
    "Budget: $55,000.",
    "Postgres 16 is the database.",
    "We moved to PostgreSQL 17.",
    "Dana owns the migration.",
    "Tomasz owns it now.",
    "It is at 2:30 pm.",
    "At 14:30, yes.",
    "report-12.csv is 156 bytes.",
    "report-12.csv is 210 bytes.",
    "report-13.csv is 169 bytes.",
    "The file is 12 bytes.",
    "We will ship dark mode.",
    "Dark mode won't ship.",
    "Lease the vans for the tour.",
    "Buy the vans for the tour.",
    "The kickoff is in October.",
    "The kickoff is on 14 October.",
  ];
  const claims = sentences.flatMap((text, i) => readFacts(text, String(i)));
  it("holds every pair the comparison relates", () => {
    const near = relatable(claims);
    const missed = claims.flatMap((a) =>
      claims
        .filter((b) => compareFacts(a, b).kind !== "unrelated" && !near(a).includes(b))
        .map((b) => `${a.fact} / ${b.fact}`),
    );
    expect(missed).toEqual([]);
  });
  it("leaves out the lines of a listing about other files", () => {
    const listing = Array.from({ length: 50 }, (_, i) =>
      toClaim("l", `report-${i}.csv ${i * 13} bytes, owner Dana Ruiz`),
    );
    const near = relatable(listing);
    expect(near(toClaim("x", "report-7.csv is 120 bytes.")).map((c) => c.fact)).toEqual([
      "report-7.csv 91 bytes, owner Dana Ruiz",
    ]);
    expect(near(toClaim("x", "size 12 bytes"))).toHaveLength(50);
  });
});

describe("ordinals, names that are units, months opening a clause, counts of times, lists of spans", () => {
  it.each([
    // B2: "a second" is an ordinal; "a/an X" is a span only from a minute up.
    ["We need a second reviewer.", []],
    ["Wait a minute before retrying.", ["number:duration:60"]],
    ["The job runs for a day.", ["number:duration:86400"]],
    ["Wait half a second.", ["number:duration:0.5"]],
    // B3: a unit alias is the figure's unit only beside a figure; elsewhere it is a name.
    ["Min owns the press kit.", ["name:min"]],
    ["The tank holds 5 L.", ["number:volume:5"]],
    ["Pour 250 ML of milk.", ["number:volume:0.25"]],
    ["The quote is USD 400.", ["number:money:usd:400"]],
    // N1: a month or a weekday after a capitalised opener is a date; a month opening a sentence before a doer's verb is a name.
    ["In October we launch the app.", ["date:10"]],
    ["On Tuesdays we rest.", keys("We rest on Tuesday.")],
    ["In May we launch the app.", ["date:05"]],
    ["June leads the rollout.", ["name:june"]],
    ["April signed the lease.", ["name:april"]],
    ["October is the launch month.", ["date:10"]],
    ["May I bring a friend?", []],
    // N2: once/twice count times only before what they count by, or at a clause's end.
    ["Once payment clears, ship the order.", []],
    ["Once approved, merge it.", []],
    ["Back up the database once a week.", ["number:time:1"]],
    ["Check the logs twice daily.", ["number:time:2"]],
    ["We met twice.", ["number:time:2"]],
    // N3: spans in a list are apart; parts join only side by side or with "and".
    ["Timeouts: 5 minutes, 30 seconds.", ["number:duration:300", "number:duration:30"]],
    ["The bake takes 1 hour and 20 minutes.", ["number:duration:4800"]],
  ] as const)("%s reads %j", (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });

  it.each([
    ["The migration needs a second maintenance window.", "The migration needs a 2-hour maintenance window."],
    ["Give the cache a second chance before restarting.", "Restart the cache after 5 seconds."],
  ])("%s / %s: no conflict", (a, b) => {
    expect(relation(a, b)).not.toBe("conflict");
  });

  it.each([
    ["Min owns the press kit.", "Marta owns the press kit."],
    ["In October we launch the app.", "In November we launch the app."],
    ["The launch is in May.", "The launch is in June."],
    ["June leads the rollout.", "Marta leads the rollout."],
  ])("%s / %s: a conflict", (a, b) => {
    expect(relation(a, b)).toBe("conflict");
  });
});

describe("toClaim: values taken back", () => {
  it.each([
    ["The venue is Grenoble, not Lyon.", ["name:lyon"]],
    ["The fitting moved from 3 May to 10 May.", ["date:05-03"]],
    ["It's 5832 not 5823.", ["number::5823"]],
    ["The fitting is on 10 May.", undefined],
  ])("%s", (text, retracted) => {
    expect(toClaim("x", text).retracted).toEqual(retracted);
  });
});

describe("claimValues: a count before a sign of quantity", () => {
  it.each([
    ["12 x floor lamp", ["number:floor:12"]],
    ["- 3 × spare tyres", ["number:spare:3"]],
    ["12 floor lamps", ["number:floor:12"]],
    // Dimensions: a figure after the sign.
    ["a 8 x 6 sheet", ["number::8", "number:sheet:6"]],
  ])("%s", (text, expected) => {
    expect(keys(text)).toEqual(expected);
  });
});
