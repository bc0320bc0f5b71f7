import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 88 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: letting agents, landlords and residential property management (tenancy schedules, rent and
 * deposits, deposit protection certificates, inventories and check-outs, gas safety and EICR
 * certificates, repair tickets and contractor call-outs, viewings, referencing, rent reviews and
 * Section 13 notices, service charges, key logs, meter readings, void works). About half the messages
 * are trade-style: tenancy schedule lines, inventory and check-out lines, contractor invoices and job
 * sheets, deposit protection certificates, gas safety records, landlord rent statements, key-log and
 * key-tag entries, viewing diary lines, repair tickets, terse texts, and an email with a signature.
 *
 * Topics (one per case, 40 in all):
 * - close: monthly rent (1,175 against 1,195 pounds); deposit with swapped digits (1,350 against 1,530,
 *   also paraphrase); viewing time (10:15 against 10:45, also paraphrase); gas safety record expiry
 *   (18th against 16th September); check-in electricity reading with swapped digits (also multi,
 *   paraphrase); Section 13 rent increase start (1 August against 1 September, also paraphrase); annual
 *   service charge with swapped digits (also paraphrase); engineer's departure time on a job sheet (also
 *   paraphrase); drainage invoice with swapped digits (also paraphrase); plus the flat number under
 *   identifier, the move-out date under correction and several values under multi
 * - identifier: deposit certificate number one character off; an EICR reference with spaces and with
 *   dashes (no conflict, also paraphrase); a postcode with two letters swapped (also paraphrase); a repair
 *   ticket's flat number with swapped digits (also close); plus two neighbouring key tags under
 *   shared-words
 * - negation: landlord accepts a small dog against no pets; gas safety record given at check-in or never
 *   given; no smoking but pets with consent (no conflict, also paraphrase); electrician can't or can do
 *   Tuesday; no damage to the kitchen but a burnt lounge carpet (no conflict); referencing with no CCJs
 *   against a CCJ flagged
 * - multi: key log handed out (front door key count differs, also close, paraphrase); tenancy schedule,
 *   all agreeing (no conflict, also paraphrase); check-out notes (blind count differs, also close,
 *   paraphrase); landlord rent statement (repairs and net payment differ, also close, paraphrase); a
 *   day's viewings (last time differs, also list, close, paraphrase); roofing invoice (scaffold days
 *   differ, also close, paraphrase); move-in email with signature (key collection office differs, also
 *   paraphrase)
 * - correction: move-out date corrected in the parent (also close); rent self-corrected in the branch
 *   to the parent's figure (no conflict, also paraphrase); gas check contractor and day rebooked in the
 *   parent (also multi); inventory sofa amended in the branch
 * - list: move-in compliance documents reordered (no conflict); landlord's kitchen appliances (one item
 *   differs); keys in the office safe reordered (no conflict); void works (one job differs, also
 *   paraphrase); plus the viewings under multi
 * - shared-words: two flats' rents in one house (no conflict); two houses' gas safety expiries (no
 *   conflict); two neighbouring key tags (no conflict, also identifier); a rent review and a service
 *   charge rise at the same flat (no conflict)
 * - paraphrase: a flat on the second floor and 2nd floor with no lift and stairs only, and a check-out at
 *   11:30am and half eleven in the morning (neither a conflict), plus paraphrase pairs inside 19 of the
 *   cases above
 */
export const HELDOUT_CONFLICT_CASES_88: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "Marlow Court rent, schedule line against landlord sign-off",
    branch: [
      "Tenancy schedule — 14 Marlow Court, Flat 2: rent £1,175 pcm, due on the 3rd of each month, standing order.",
    ],
    parent: ["Spoke to the landlord, he's signed off Flat 2 at 14 Marlow Court at £1,195 per calendar month."],
    conflicts: [["£1,175 pcm", "£1,195 per calendar month"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Ashby Road deposit with swapped digits",
    branch: ["Flat 6, 22 Ashby Road: deposit is five weeks' rent, £1,350, tenant paying by bank transfer Friday."],
    parent: ["Deposit received for Flat 6, 22 Ashby Road — £1,530 (5 weeks' rent), now protected with the DPS."],
    conflicts: [["£1,350", "£1,530"]],
    paraphrases: [["five weeks' rent", "5 weeks' rent"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Orchard Mews viewing, diary line against chat",
    branch: ["Viewing diary Sat 12 Apr — 10:15 3 Orchard Mews, applicant Priya Bhandari, meet at the gate (NM)."],
    parent: ["Priya Bhandari is booked to see 3 Orchard Mews on Saturday 12 April at 10:45."],
    conflicts: [["10:15", "10:45"]],
    paraphrases: [["Sat 12 Apr", "Saturday 12 April"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Penrose Street gas safety record expiry two days apart",
    branch: [
      "Gas Safety Record (CP12) — 41 Penrose Street — issued 19/09/2024, expires 18/09/2025, 2 appliances checked, all pass.",
    ],
    parent: [
      "The gas cert at 41 Penrose Street runs out on 16 September 2025, can we book the engineer for early September?",
    ],
    conflicts: [["expires 18/09/2025", "runs out on 16 September 2025"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Fenwick Close check-in meter readings, electric digits swapped",
    branch: ["Check-in meter readings, 9 Fenwick Close, 01/04: Elec 48213 kWh, Gas 07762 m3, Water 00418."],
    parent: ["Meter readings from the 9 Fenwick Close check-in: electric 48231, gas 07762, water 418."],
    conflicts: [["Elec 48213", "electric 48231"]],
    paraphrases: [["Water 00418", "water 418"]],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "Quarry Row Section 13 increase, start month differs",
    branch: [
      "Section 13 notice served on the tenants at 5 Quarry Row today; the new rent of £1,060 pcm takes effect on 1 August.",
    ],
    parent: ["5 Quarry Row: per the Section 13 notice, rent goes up to £1,060 a month from 1 September."],
    conflicts: [["takes effect on 1 August", "from 1 September"]],
    paraphrases: [["£1,060 pcm", "£1,060 a month"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Linden House service charge with swapped digits",
    branch: ["Service charge demand, Linden House, Flat 12: annual charge £1,842.00, billed half-yearly in advance."],
    parent: [
      "Linden House budget came through — Flat 12's yearly service charge is £1,824, payable in two halves up front.",
    ],
    conflicts: [["£1,842.00", "£1,824"]],
    paraphrases: [["billed half-yearly in advance", "payable in two halves up front"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Gable Street boiler job sheet, departure time",
    branch: [
      "Job sheet 4471 — 17 Gable Street — no heating/hot water. Arrived 08:40, departed 10:05. Replaced diverter valve. Engineer: K. Mistry.",
    ],
    parent: [
      "Kiran from the plumbers was at 17 Gable Street from twenty to nine till 10:25 sorting the diverter valve.",
    ],
    conflicts: [["departed 10:05", "till 10:25"]],
    paraphrases: [["Arrived 08:40", "from twenty to nine"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "drainage invoice amount with swapped digits",
    branch: [
      "INVOICE INV-2291 | Harrow Drains Ltd | Site: 33 Weir Lane | Clear blocked soil stack | £186.00 + VAT | Payment 14 days",
    ],
    parent: ["Harrow Drains have billed £168 plus VAT for clearing the soil stack at 33 Weir Lane."],
    conflicts: [["£186.00", "£168"]],
    paraphrases: [["+ VAT", "plus VAT"]],
    shapes: ["close", "paraphrase"],
  },
  // ---- identifier ----
  {
    name: "deposit protection certificate number one character off",
    branch: [
      "DEPOSIT PROTECTION CERTIFICATE — Scheme: mydeposits — Certificate no. MD-4478-2193-K — Property: 71 Stanley Grove — Amount protected: £1,038.46",
    ],
    parent: [
      "The mydeposits certificate for 71 Stanley Grove is MD-4478-2198-K, I've attached it to the tenancy file.",
    ],
    conflicts: [["MD-4478-2193-K", "MD-4478-2198-K"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "EICR reference with spaces and with dashes",
    branch: ["EICR for 19 Harcourt Place is back — ref EC 5521 0937, satisfactory, next inspection 2030."],
    parent: ["19 Harcourt Place EICR, reference EC-5521-0937, result satisfactory, uploaded to the landlord portal."],
    conflicts: [],
    paraphrases: [["EC 5521 0937", "EC-5521-0937"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "Thornbury Walk postcode with two letters swapped",
    branch: ["Viewing confirmation sent: 4 Thornbury Walk, LS6 2QJ, Tues 3pm, ask for Ollie."],
    parent: ["Sent the applicant the address for Tuesday's 15:00 viewing — 4 Thornbury Walk, LS6 2JQ."],
    conflicts: [["LS6 2QJ", "LS6 2JQ"]],
    paraphrases: [["Tues 3pm", "Tuesday's 15:00"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "repair ticket flat number with swapped digits",
    branch: [
      "Repair ticket RT-0618 | Flat 14, Carrick House | Leaking shower tray | Priority: routine | Raised by tenant 03/06",
    ],
    parent: [
      "RT-0618 is Flat 41, Carrick House — the shower tray leak. Tenant rang again, it's coming through to the flat below.",
    ],
    conflicts: [["Flat 14, Carrick House", "Flat 41, Carrick House"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  // ---- negation ----
  {
    name: "small dog accepted against no pets",
    branch: ["Good news for the Hendersons — the landlord at 26 Wren Avenue is happy to accept their small dog."],
    parent: ["Landlord's instructions for 26 Wren Avenue: no pets under any circumstances."],
    conflicts: [["happy to accept their small dog", "no pets under any circumstances"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "gas safety record given at check-in or never given",
    branch: [
      "Tenant at 10 Sedge Road was given the gas safety record and the EPC at check-in, signed receipt on file.",
    ],
    parent: [
      "Went through the 10 Sedge Road file: the tenant was never given the gas safety record, only the EPC. Sending it today.",
    ],
    conflicts: [["was given the gas safety record", "was never given the gas safety record"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "no smoking, but pets with consent, said twice",
    branch: ["No smoking at 62 Aldridge Gardens, but pets are fine with the landlord's written consent."],
    parent: ["62 Aldridge Gardens allows pets as long as the landlord agrees in writing."],
    conflicts: [],
    paraphrases: [
      ["pets are fine with the landlord's written consent", "allows pets as long as the landlord agrees in writing"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "electrician can't or can do Tuesday",
    branch: ["Text from Dean @ Sparks Electrical: can't do 15 Holm Street Tues, can do Weds am if tenant's in."],
    parent: ["Dean at Sparks Electrical confirmed he can do 15 Holm Street on Tuesday for the EICR remedials."],
    conflicts: [["can't do 15 Holm Street Tues", "can do 15 Holm Street on Tuesday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "no damage to the kitchen, but a burn on the lounge carpet",
    branch: [
      "Check-out at 12 Dene Road: the clerk found no damage to the kitchen worktops, just a burn mark on the lounge carpet.",
    ],
    parent: [
      "12 Dene Road check-out report is in — lounge carpet has a burn, we're proposing a deduction; kitchen's all fine.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "referencing with no CCJs against a CCJ flagged",
    branch: ["Referencing for Tom Ashworth came back clean — no CCJs, employer confirmed salary."],
    parent: ["Tom Ashworth's credit check flagged a CCJ from 2021, landlord is asking for a guarantor."],
    conflicts: [["no CCJs", "flagged a CCJ"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  // ---- multi ----
  {
    name: "key log at Kelso Terrace, front door key count differs",
    branch: [
      "KEY LOG 02/05 — 27B Kelso Terrace — OUT to tenant: 3 x front door, 2 x fob, 1 x post box. Signed: J. Ferreira.",
    ],
    parent: ["At 27B Kelso Terrace the tenant signed for two front door keys, two fobs and one post box key."],
    conflicts: [["3 x front door", "two front door keys"]],
    paraphrases: [
      ["2 x fob", "two fobs"],
      ["1 x post box", "one post box key"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Bramley Close tenancy schedule, everything agrees",
    branch: ["Schedule — 16 Bramley Close | Rent £1,450 pcm | Deposit £1,673.08 | Term 12 months | Start 01/07/2025"],
    parent: [
      "Landlord's agreed everything for 16 Bramley Close: fourteen hundred and fifty a month, deposit £1,673.08, a one-year tenancy starting 1 July 2025.",
    ],
    conflicts: [],
    paraphrases: [
      ["Rent £1,450 pcm", "fourteen hundred and fifty a month"],
      ["Term 12 months", "a one-year tenancy"],
      ["Start 01/07/2025", "starting 1 July 2025"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Elm Parade check-out notes, blind count differs",
    branch: [
      "Check-out 10/03, 5 Elm Parade: lounge carpet stained by window, 2 x roller blinds broken (bed 1), oven requires deep clean.",
    ],
    parent: [
      "5 Elm Parade check-out notes: staining on the lounge carpet, one roller blind broken in bedroom 1, oven needs a proper clean.",
    ],
    conflicts: [["2 x roller blinds broken", "one roller blind broken"]],
    paraphrases: [
      ["(bed 1)", "in bedroom 1"],
      ["oven requires deep clean", "oven needs a proper clean"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Lydgate Road landlord statement, repairs and net payment differ",
    branch: [
      "Landlord statement April — 44 Lydgate Road. Rent received £1,020.00. Less mgmt fee 12% £122.40. Less repairs £85.00. Net to landlord £812.60.",
    ],
    parent: [
      "April statement for 44 Lydgate Road: £1,020 rent in, 12% management fee, £58 on repairs, £839.60 paid out to the landlord.",
    ],
    conflicts: [
      ["repairs £85.00", "£58 on repairs"],
      ["Net to landlord £812.60", "£839.60 paid out"],
    ],
    paraphrases: [
      ["Rent received £1,020.00", "£1,020 rent in"],
      ["mgmt fee 12%", "12% management fee"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "Thursday viewings, last slot differs",
    branch: ["Thu viewings: 11:00 Flat 2 Ropewalk; 12:30 19 Castle Hill; 14:15 Flat 9 Mill Wharf."],
    parent: [
      "Thursday's viewings: Flat 2 Ropewalk at 11, 19 Castle Hill at half twelve, and Flat 9 Mill Wharf at 2:45.",
    ],
    conflicts: [["14:15", "2:45"]],
    paraphrases: [
      ["11:00", "at 11"],
      ["12:30", "half twelve"],
    ],
    shapes: ["multi", "list", "close", "paraphrase"],
  },
  {
    name: "roofing invoice, scaffold days differ",
    branch: [
      "Invoice 3307 — Tanner & Lowe Roofing — 6 Mulberry Row: replace 14 slipped slates; scaffold hire 3 days; total £1,240 inc VAT.",
    ],
    parent: [
      "Tanner & Lowe finished 6 Mulberry Row — 14 slates replaced, scaffold was up for 4 days, £1,240 including VAT.",
    ],
    conflicts: [["scaffold hire 3 days", "scaffold was up for 4 days"]],
    paraphrases: [["£1,240 inc VAT", "£1,240 including VAT"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "move-in email, key collection office differs",
    branch: [
      "Hi Mrs Okafor,\n\nJust confirming your move-in at 23 Sorrel Drive on Friday 6 June at 2pm. Keys will be ready at our Headingley office.\n\nKind regards,\nLucy Pemberton\nLettings Negotiator | Beckett & Vane Lettings",
    ],
    parent: ["Mrs Okafor moves into 23 Sorrel Drive Fri 6 June, 2pm, picking up keys from the Chapel Allerton office."],
    conflicts: [["our Headingley office", "the Chapel Allerton office"]],
    paraphrases: [["Friday 6 June", "Fri 6 June"]],
    shapes: ["multi", "paraphrase"],
  },
  // ---- correction ----
  {
    name: "Larch Avenue move-out date corrected in the parent",
    branch: ["Tenant at 15 Larch Avenue is moving out on 28 August, check-out clerk booked for that morning."],
    parent: ["Correction on 15 Larch Avenue — the tenant's leaving on 31 August, not the 28th. Clerk needs moving."],
    conflicts: [["moving out on 28 August", "leaving on 31 August"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "Priory Court rent self-corrected in the branch",
    branch: [
      "Flat 5, Priory Court is going on at £895 pcm.",
      "Sorry, typo in my last message — Flat 5, Priory Court is £925 pcm.",
    ],
    parent: ["Flat 5, Priory Court: agreed rent £925 per month with the landlord this morning."],
    conflicts: [],
    paraphrases: [["£925 pcm", "£925 per month"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "Rowan Mews gas check rebooked with another firm",
    branch: ["Annual gas check at 2 Rowan Mews booked with Kestrel Heating for Tue 10 June, tenant notified."],
    parent: [
      "Update on 2 Rowan Mews: Kestrel couldn't make it, so the gas check is now with Brightflame Gas on Wednesday 11 June.",
    ],
    conflicts: [
      ["Kestrel Heating", "Brightflame Gas"],
      ["Tue 10 June", "Wednesday 11 June"],
    ],
    paraphrases: [],
    shapes: ["correction", "multi"],
  },
  {
    name: "Fairfax Road inventory sofa amended in the branch",
    branch: [
      "Amendment to the inventory for 37 Fairfax Road: lounge sofa is grey fabric, not brown leather as originally listed.",
    ],
    parent: ["Inventory — 37 Fairfax Road — Lounge — 1 x three-seater sofa, brown leather, good condition, no marks."],
    conflicts: [["grey fabric", "sofa, brown leather"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  // ---- list ----
  {
    name: "move-in compliance documents reordered",
    branch: [
      "Move-in pack sent to the tenant at 11 Greave Street: gas safety record, EICR, EPC, How to Rent guide, deposit certificate.",
    ],
    parent: [
      "11 Greave Street tenant has had the deposit certificate, the EPC, the How to Rent guide, the EICR and the gas safety record.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "landlord's kitchen appliances, one item differs",
    branch: [
      "Kitchen — 52 Bellweather Lane: fridge freezer, washing machine, microwave, kettle, toaster (all landlord's).",
    ],
    parent: [
      "Landlord's items in the kitchen at 52 Bellweather Lane: fridge freezer, washing machine, dishwasher, kettle, toaster.",
    ],
    conflicts: [["microwave", "dishwasher"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "keys in the office safe reordered",
    branch: ["Office safe, hook 22 — 8 Oldfield Lane: front, back, garage, meter cupboard."],
    parent: ["The 8 Oldfield Lane set in the safe is back door, garage, front door and meter cupboard keys."],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "Copse Rise void works, one job differs",
    branch: [
      "Void works, 20 Copse Rise: reseal bath; replace hall light fitting; rehang kitchen door; touch up paint in bedroom 1.",
    ],
    parent: [
      "20 Copse Rise void list — rehang the kitchen door, reseal the bath, touch-up paint in bedroom one, replace the landing light fitting.",
    ],
    conflicts: [["replace hall light fitting", "replace the landing light fitting"]],
    paraphrases: [["bedroom 1", "bedroom one"]],
    shapes: ["list", "paraphrase"],
  },
  // ---- shared-words ----
  {
    name: "two flats' rents in the same house",
    branch: ["Flat 3 at 14 Nelson Street is let at £825 a month to a couple from the hospital."],
    parent: ["Flat 4 at 14 Nelson Street has just been let at £860 a month."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two Aspen Close houses' gas safety expiries",
    branch: ["Gas safety at 7 Aspen Close expires 4 November."],
    parent: [
      "Gas safety at 9 Aspen Close expires 22 November — landlord wants the same engineer for both of his Aspen Close houses.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two neighbouring key tags on Linnet Close",
    branch: ["Key tag 114 = 3 Linnet Close (2 x Yale, 1 x mortice)."],
    parent: ["Key tag 141 is 5 Linnet Close, one Yale and a window key."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "rent review and service charge rise at the same flat",
    branch: ["Rent review for 2 Hazel Court: rent goes up 3.5% from October."],
    parent: ["Heads up, the service charge for 2 Hazel Court is going up 4% from October."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  // ---- paraphrase ----
  {
    name: "Cresswell House flat floor in words and in figures",
    branch: ["Flat 7, Cresswell House is on the second floor, no lift."],
    parent: ["Flat 7 Cresswell House — 2nd floor, stairs only."],
    conflicts: [],
    paraphrases: [
      ["second floor", "2nd floor"],
      ["no lift", "stairs only"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "Pellow Street check-out time two ways",
    branch: ["Check-out at 29 Pellow Street is booked for 11:30am on the 14th."],
    parent: ["Clerk's doing the 29 Pellow Street check-out at half eleven in the morning on the 14th."],
    conflicts: [],
    paraphrases: [["11:30am", "half eleven in the morning"]],
    shapes: ["paraphrase"],
  },
];
