import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 97 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: window cleaners and gutter cleaning firms (domestic window rounds and their frequencies,
 * water-fed pole and traditional cleaning, conservatory roof cleans, gutter clearing with a gutter vac
 * and camera, fascia and soffit cleaning, downpipes, commercial contracts for offices, shop fronts,
 * schools and surgeries, high-level work with booms, MEWPs and cherry pickers, pure water systems and
 * their RO membranes, DI resin and TDS readings, poles, van tanks, vans and registrations, key safes
 * and gates, leaflet drops and new customers, rotas and rounds, payments by cash and direct debit
 * mandates, quotes and invoices).
 *
 * Styles: about half the messages are written the way window cleaners and gutter firms write: diary
 * entries, job sheet lines, rota lines, round lists, van and kit notes, chat one-liners in the trade's
 * shorthand (JS, WFP, GV, int/ext, cons roof, RO/DI, TDS, ppm, MEWP, IPAF, op, custs, wkly, w/c, incl,
 * inc VAT, GC, reg, Cl, Ave, Rd, Dr, Ln, Gr, Weds, Thu, Fri, Sat), and emails with greetings and
 * sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: domestic diary entry; office contract quote email; gutter clear job sheet; conservatory
 *   roof clean; weekly rota agreeing; tower block boom hire; pure water system service; high street
 *   shop fronts; fascia, soffit and gutter quote email; primary school summer clean; leaflet drop.
 * - paraphrase: diary date, time, address, house and scope; contract frequency, scope, price and
 *   pole; gutter address, sides and kit; conservatory roof length, job and method; rota days and
 *   day off; boom start day and operator; resin service day, output and membrane; shop fronts' name,
 *   frequency and opening time; quote address and scope; school date, start time and scope; leaflet
 *   count and streets; skylights left out; side gate day; direct debit mandate label; Monday round
 *   street names; Friday commercial label and shop.
 * - close: diary price and frequency; office window count; gutter run length and downpipes;
 *   conservatory roof date; boom height and hire length; incoming TDS and resin bags; shop fronts'
 *   day and price; gutter quote price and length; school crew size; new customers; pole length; key
 *   safe code; invoice number; round day; cherry picker date; commercial round cleaner; mandate
 *   reference; new van registration; Monday round street; Friday commercial office.
 * - negation: skylights left out said twice; ladders at a care home; side gate unlocked; paying cash.
 * - correction: invoice number; round day; cherry picker date (in the branch); commercial round
 *   cleaner.
 * - shared-words: two houses in one close; last and next clean; window and gutter prices at one
 *   house; two vans' registrations; membrane and resin on one van; two cleaners' weeks off.
 * - identifier: key safe code; invoice number; two vans' registrations; mandate reference; new van
 *   registration.
 * - list: Monday round; van kit reordered; Friday commercial sites.
 */
export const HELDOUT_CONFLICT_CASES_97: HeldOutConflictCase[] = [
  {
    name: "domestic diary entry: date, time, address, house and scope agree, price and frequency differ",
    branch: ["Thu 6/6 09:15 – Mr & Mrs Pearce, 27 Orchard Cl – 3 bed semi – ext only – £22 – 4 wkly – Jase"],
    parent: [
      "The Pearces at 27 Orchard Close are booked in for Thursday 6 June at 9.15am: outside only on a three-bed semi, £24 a clean, every eight weeks.",
    ],
    conflicts: [
      ["£22", "£24"],
      ["4 wkly", "every eight weeks"],
    ],
    paraphrases: [
      ["Thu 6/6", "Thursday 6 June"],
      ["09:15", "9.15am"],
      ["27 Orchard Cl", "27 Orchard Close"],
      ["3 bed semi", "three-bed semi"],
      ["ext only", "outside only"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "office contract quote email: frequency, scope, price and pole agree, window count differs",
    branch: [
      "Hi Karen,",
      "Following my visit on Tuesday, I can clean all 64 windows at Brook House offices inside and out once a month for £185 + VAT, using the water-fed pole for the outside.",
      "Best wishes, Dan – ClearView Window Cleaning",
    ],
    parent: ["Brook House offices – monthly int & ext – 46 windows – £185+VAT – WFP outside"],
    conflicts: [["64 windows", "46 windows"]],
    paraphrases: [
      ["once a month", "monthly"],
      ["inside and out", "int & ext"],
      ["£185 + VAT", "£185+VAT"],
      ["water-fed pole", "WFP"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "gutter clear job sheet: address, sides, kit and price agree, run length and downpipes differ",
    branch: [
      "JS 118 – 9 Millbrook Ave – gutter clear front & back – approx 32m run – 4 downpipes flushed – GV + camera – £140",
    ],
    parent: [
      "The gutter clear at 9 Millbrook Avenue is front and back, about 38 metres of gutter with five downpipes flushed, done with the gutter vac and camera, £140.",
    ],
    conflicts: [
      ["approx 32m run", "about 38 metres"],
      ["4 downpipes", "five downpipes"],
    ],
    paraphrases: [
      ["9 Millbrook Ave", "9 Millbrook Avenue"],
      ["front & back", "front and back"],
      ["GV + camera", "gutter vac and camera"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "conservatory roof clean: price, length and method agree, date differs",
    branch: [
      "The conservatory roof clean at Willow Cottage is booked for Saturday 15 June, soft brush and pure water, £60, and takes about 45 minutes.",
    ],
    parent: ["Willow Cottage – cons roof – Sat 22/6 – £60 – approx ¾ hr – soft brush + pure water"],
    conflicts: [["Saturday 15 June", "Sat 22/6"]],
    paraphrases: [
      ["conservatory roof clean", "cons roof"],
      ["about 45 minutes", "approx ¾ hr"],
      ["soft brush and pure water", "soft brush + pure water"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "weekly rota agreeing: rota line and plain sentence",
    branch: [
      "Rota w/c 10 June: Mon–Tue Jase (Thornbury round), Wed Kyle (shops), Thu–Fri Jase & Kyle (commercial), Sat off.",
    ],
    parent: [
      "Next week Jase does the Thornbury round on Monday and Tuesday, Kyle does the shops on Wednesday, they're both on commercial on Thursday and Friday, and nobody works Saturday.",
    ],
    conflicts: [],
    paraphrases: [
      ["Mon–Tue", "Monday and Tuesday"],
      ["Thu–Fri", "Thursday and Friday"],
      ["Sat off", "nobody works Saturday"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "tower block boom hire: start day and operator agree, boom height and hire length differ",
    branch: [
      "For the Kingsgate Tower gutters we've hired a 26 m boom for two days from Monday, with Kyle as the IPAF-trained operator.",
    ],
    parent: ["Kingsgate Tower – MEWP 20m boom – 3 days – from Mon – op: Kyle (IPAF)"],
    conflicts: [
      ["26 m boom", "20m boom"],
      ["two days", "3 days"],
    ],
    paraphrases: [
      ["from Monday", "from Mon"],
      ["Kyle as the IPAF-trained operator", "op: Kyle (IPAF)"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "pure water system service: day, output and membrane agree, incoming TDS and resin bags differ",
    branch: ["Van 2 RO/DI service done Weds: TDS in 180 ppm, out 0 ppm, membrane OK, 2 bags DI resin changed – Jase"],
    parent: [
      "The pure water system on van 2 was serviced on Wednesday: incoming TDS 210 ppm, output zero, membrane fine, and three bags of DI resin replaced.",
    ],
    conflicts: [
      ["TDS in 180 ppm", "incoming TDS 210 ppm"],
      ["2 bags DI resin", "three bags of DI resin"],
    ],
    paraphrases: [
      ["Weds", "Wednesday"],
      ["out 0 ppm", "output zero"],
      ["membrane OK", "membrane fine"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "high street shop fronts: frequency, shop count and opening time agree, day and price differ",
    branch: [
      "The High Street shop fronts are done every fortnight on a Tuesday: 14 shops at £8 each, all before 9am opening.",
    ],
    parent: ["High St shops – fortnightly – Weds – 14 shops @ £9 – done before 9"],
    conflicts: [
      ["on a Tuesday", "Weds"],
      ["£8 each", "£9"],
    ],
    paraphrases: [
      ["High Street shop fronts", "High St shops"],
      ["every fortnight", "fortnightly"],
      ["before 9am", "before 9"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "fascia, soffit and gutter quote email: address and scope agree, price and job length differ",
    branch: [
      "Dear Mr Hughes,",
      "Thank you for your enquiry. To clean the fascias, soffits and gutters at 3 Rowan Drive and clear out the inside of the gutters, our price is £275 including VAT, and the job will take one day.",
      "Kind regards,",
      "Mel, Gleam Gutters Ltd",
    ],
    parent: ["3 Rowan Dr – clean fascias, soffits & gutters + clear gutters – £295 inc VAT – 2 days"],
    conflicts: [
      ["£275 including VAT", "£295 inc VAT"],
      ["one day", "2 days"],
    ],
    paraphrases: [
      ["3 Rowan Drive", "3 Rowan Dr"],
      ["fascias, soffits and gutters", "fascias, soffits & gutters"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "primary school summer clean: date, start time and scope agree, crew size differs",
    branch: ["St Mary's Primary summer clean – Mon 29/7 – start 7:30 – 3 lads – int + ext all classrooms"],
    parent: [
      "The St Mary's Primary summer holiday clean is on Monday 29 July, starting at half seven, with four of us doing every classroom inside and out.",
    ],
    conflicts: [["3 lads", "four of us"]],
    paraphrases: [
      ["Mon 29/7", "Monday 29 July"],
      ["start 7:30", "starting at half seven"],
      ["int + ext", "inside and out"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "leaflet drop: leaflet count and streets agree, new customers differ",
    branch: [
      "Leaflet drop on the Meadowlands estate went out last weekend: 1,500 leaflets over 12 streets, and 9 new customers have signed up so far.",
    ],
    parent: ["Meadowlands estate – 1.5k leaflets – twelve streets – 7 new custs so far"],
    conflicts: [["9 new customers", "7 new custs"]],
    paraphrases: [
      ["1,500 leaflets", "1.5k leaflets"],
      ["12 streets", "twelve streets"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "carbon pole length, close values",
    branch: ["The carbon pole on van 1 reaches 35 ft."],
    parent: ["Van 1's carbon pole only goes up to 30 ft, so the third-floor flats need the other van."],
    conflicts: [["35 ft", "30 ft"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "surgery key safe code, swapped digits",
    branch: ["Key safe at Brook Lane Surgery: 4719."],
    parent: ["Brook Lane Surgery – key safe code 4791 – keys back in after"],
    conflicts: [["4719", "4791"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "skylights left out, said twice in other words",
    branch: ["We won't be cleaning the skylights at Oak Barn, they're too high for the pole."],
    parent: ["Oak Barn – skylights not incl – too high for WFP"],
    conflicts: [],
    paraphrases: [["won't be cleaning the skylights", "skylights not incl"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "care home ladders allowed / not allowed",
    branch: ["Ashdown Care Home are happy for us to use ladders on the ground-floor windows."],
    parent: ["Ashdown Care Home manager says no ladders anywhere on site, pole only."],
    conflicts: [["happy for us to use ladders", "no ladders anywhere on site"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "side gate will / won't be unlocked",
    branch: ["Mrs Dobson – side gate will be left unlocked Fri so we can do the back"],
    parent: ["Mrs Dobson rang: the side gate won't be unlocked on Friday, so just do the front this time."],
    conflicts: [["side gate will be left unlocked", "side gate won't be unlocked"]],
    paraphrases: [["Fri", "Friday"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "customer pays cash / doesn't pay cash",
    branch: ["Mr Shah at number 40 pays cash on the day."],
    parent: ["Mr Shah at number 40 doesn't pay cash any more, he's switched to GoCardless."],
    conflicts: [["pays cash on the day", "doesn't pay cash any more"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "office invoice number corrected",
    branch: ["Invoice INV-2317 went to Brook House for the May clean."],
    parent: ["Sorry, wrong number earlier: the Brook House May invoice is INV-2371, not 2317."],
    conflicts: [["INV-2317", "INV-2371"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "round day corrected",
    branch: ["From next month the Thornbury round is on Tuesdays."],
    parent: [
      "Correction to yesterday's message: from next month the Thornbury round moves to Thursdays, not Tuesdays.",
    ],
    conflicts: [["on Tuesdays", "moves to Thursdays"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "cherry picker date corrected in the branch",
    branch: [
      "Cherry picker for the Station Road flats is booked for the 21st.",
      "Scratch that, I misread the confirmation: it's booked for the 12th, not the 21st.",
    ],
    parent: ["Station Rd flats – gutters – cherry picker booked 21st"],
    conflicts: [["booked for the 12th", "cherry picker booked 21st"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "commercial round cleaner corrected",
    branch: ["Jordan is doing the Friday commercial round."],
    parent: ["Correction: Liam is doing the Friday commercial round, not Jordan – Jordan's on holiday."],
    conflicts: [["Jordan is doing", "Liam is doing"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "two houses in one close at different prices",
    branch: ["14 Elm Close is £18 a clean."],
    parent: ["16 Elm Close is £20 a clean, they've got the extension."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "last clean and next clean at one house",
    branch: ["The Old Rectory was last cleaned on 3 May."],
    parent: ["The Old Rectory is next due on 31 May."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "window price and gutter price at one house",
    branch: ["Windows at 5 Larkspur Way are £26 a clean."],
    parent: ["Gutter clear at 5 Larkspur Way is £85 as a one-off."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two vans' registrations",
    branch: ["Van 1 reg: WV19 KTO"],
    parent: ["Van 2's registration is WV21 KTD."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "membrane and resin on one van",
    branch: ["The RO membrane on van 1 was last replaced in March."],
    parent: ["The DI resin on van 1 was last topped up in January."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two cleaners' weeks off",
    branch: ["Kyle's off the week of 19 August."],
    parent: ["Jase is off the week of 26 August."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "direct debit mandate reference, swapped digits",
    branch: ["Mrs Patel's GoCardless mandate reference is GC-40718."],
    parent: ["Mrs Patel – GC mandate ref GC-40781 – collects 3 days after each clean"],
    conflicts: [["GC-40718", "GC-40781"]],
    paraphrases: [["GoCardless mandate reference", "GC mandate ref"]],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "new van registration, one letter different",
    branch: ["The new van's registration is WV23 HLP."],
    parent: ["New van – reg WV23 HKP – on the road from Monday"],
    conflicts: [["WV23 HLP", "WV23 HKP"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Monday round: one street different, the rest abbreviated",
    branch: ["Monday round: Elm Close, Ash Grove, Beech Road, Hawthorn Way, Mill Lane."],
    parent: ["Mon round – Elm Cl, Ash Gr, Birch Rd, Hawthorn Way, Mill Ln"],
    conflicts: [["Beech Road", "Birch Rd"]],
    paraphrases: [
      ["Elm Close", "Elm Cl"],
      ["Mill Lane", "Mill Ln"],
    ],
    shapes: ["list", "close", "paraphrase"],
  },
  {
    name: "van kit list reordered",
    branch: ["Van 2 kit for tomorrow: 2 poles, hose reel, gutter vac, ladders, scrim and squeegees."],
    parent: ["Kit on van 2 tomorrow – ladders, gutter vac, squeegees and scrim, hose reel, 2 poles"],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Friday commercial sites: reordered, one office different",
    branch: [
      "Friday commercial sites: Brook House offices, the Co-op on Park Road, Kingsgate dental practice and the library.",
    ],
    parent: ["Fri commercial – library, Kingsgate dental, Co-op Park Rd, Riverside offices"],
    conflicts: [["Brook House offices", "Riverside offices"]],
    paraphrases: [
      ["Friday commercial", "Fri commercial"],
      ["the Co-op on Park Road", "Co-op Park Rd"],
    ],
    shapes: ["list", "close", "paraphrase"],
  },
];
