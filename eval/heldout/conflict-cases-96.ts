import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 96 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases (only their header comments, to pick a field no set had used), before anyone
 * ran the conflict check on them.
 *
 * Field: pest control firms (domestic call-outs for wasp nests, rats, mice, squirrels, fleas and bed
 * bugs, mole trapping on farms, commercial rodent and insect contracts for food premises, bait station
 * counts and box numbers, rodenticide products, electric fly killer servicing, bird proofing with
 * netting and spikes, container fumigation and PPE, revisit intervals, quarterly audits, technician
 * rotas and on-call weekends, vans and kit, contract references, quotes and invoices).
 *
 * Styles: about half the messages are written the way pest control technicians and office staff
 * write: job sheet lines, diary entries, rota lines, round lists, van and kit notes, chat one-liners in
 * the trade's shorthand (JS, BS, ext, RV, f/up, tx, EFK, s/n, OOH, BB, techs, cust, w/c, w/e, incl,
 * Weds, Thurs, sq m, deg C), and emails with greetings and sign-offs; the rest are plain sentences.
 *
 * Topics by shape:
 * - multi: wasp nest diary entry; bakery rodent contract email; hotel bed bug heat treatment; farm
 *   mole trapping; car park bird proofing quote; technician rota agreeing; restaurant job sheet; fly
 *   killer service; rat under decking; container fumigation; housing association cockroach email.
 * - paraphrase: wasp nest date, time and address; contract visits and internal monitoring; heat
 *   treatment temperature, length and night; mole trapping weeks and price; netting area, days and
 *   car park; rota days and on-call; mouse activity and revisit interval; fly killer time, units and
 *   service; rat job day and time; container count and size; cockroach date and flats; flea job
 *   address; no rodenticide said twice; pigeon job day; fly killer serial note; round name;
 *   fumigation PPE reordered; out-of-hours sites; logistics contract value and visits.
 * - close: wasp nest price and location; contract price and bait stations; heat treatment rooms and
 *   technicians; mole traps; spike length; restaurant bait boxes and location; fly killer next
 *   service; rat visits included; fumigation exposure and certificate day; cockroach follow-up; flea
 *   follow-up date; invoice number; pigeon technician; rodenticide; audit date; contract reference;
 *   fly killer serial; van registration; Monday round; out-of-hours sites.
 * - negation: school wasp nest in term time; pets out for a flea spray; no rodenticide said twice;
 *   heat kit on the van.
 * - correction: invoice number; pigeon technician; rodenticide; audit date.
 * - shared-words: two supermarket branches' bait stations; last and next pub visit; wasp and hornet
 *   nest prices; two bait boxes at one mill; cockroach quote and flea invoice at one block; two
 *   technicians' on-call weekends.
 * - identifier: invoice number; contract reference; fly killer serial; van registration; two bait
 *   boxes at one mill.
 * - list: Monday round; fumigation PPE reordered; out-of-hours sites.
 */
export const HELDOUT_CONFLICT_CASES_96: HeldOutConflictCase[] = [
  {
    name: "wasp nest diary entry: date, time and address agree, price and nest location differ",
    branch: ["Tue 14/5 08:30 – Mrs Okafor, 12 Larch Rd – wasp nest in loft hatch – £65 – Gav"],
    parent: [
      "Mrs Okafor at 12 Larch Road is booked in for Tuesday 14 May at 8.30am for a wasp nest in the garden shed, quoted £75.",
    ],
    conflicts: [
      ["£65", "£75"],
      ["loft hatch", "garden shed"],
    ],
    paraphrases: [
      ["Tue 14/5", "Tuesday 14 May"],
      ["08:30", "8.30am"],
      ["12 Larch Rd", "12 Larch Road"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "bakery rodent contract email: visits agree, price and external bait stations differ",
    branch: [
      "Hi Sarah,",
      "Thanks for your time on the phone. Our annual rodent contract for Crumbs Bakery covers 8 visits a year at £420 + VAT, with 14 external bait stations and monitoring inside.",
      "Kind regards, Tom – Northfield Pest Control",
    ],
    parent: ["Crumbs Bakery – rodent contract – 8 visits/yr – £480+VAT – 12 ext BS + internal monitors"],
    conflicts: [
      ["£420", "£480"],
      ["14 external bait stations", "12 ext BS"],
    ],
    paraphrases: [
      ["8 visits a year", "8 visits/yr"],
      ["monitoring inside", "internal monitors"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "hotel bed bug heat treatment: night, temperature and hold time agree, rooms and technicians differ",
    branch: [
      "The bed bug heat treatment at the Harbour View Hotel is for rooms 204 and 206 on Thursday night with two technicians, holding 56°C for at least four hours.",
    ],
    parent: ["HV Hotel – BB heat tx – rms 204 & 208 – Thurs night – 3 techs – 56 deg C – 4 hrs min"],
    conflicts: [
      ["rooms 204 and 206", "rms 204 & 208"],
      ["two technicians", "3 techs"],
    ],
    paraphrases: [
      ["Thursday night", "Thurs night"],
      ["56°C", "56 deg C"],
      ["at least four hours", "4 hrs min"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "farm mole trapping: weeks and price agree, number of traps differs",
    branch: ["Moles – Ashcombe Farm – trapping 3 wks – 6 traps in paddock – £180 total"],
    parent: [
      "The Ashcombe Farm mole job is trapping for three weeks with eight traps set in the paddock, £180 all in.",
    ],
    conflicts: [["6 traps", "eight traps"]],
    paraphrases: [
      ["3 wks", "three weeks"],
      ["£180 total", "£180 all in"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "car park bird proofing quote: netting area and cherry picker days agree, spike length differs",
    branch: [
      "Bird proofing quote for the Mill Street car park: netting to 340 m², spikes along 60 m of ledge, and two days with a cherry picker.",
    ],
    parent: ["Mill St car park – pigeon proofing – 340 sq m netting – 45m spikes – cherry picker 2 days – starts 10/6"],
    conflicts: [["60 m of ledge", "45m spikes"]],
    paraphrases: [
      ["Mill Street car park", "Mill St car park"],
      ["340 m²", "340 sq m"],
      ["two days", "2 days"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "technician rota agreeing: rota line and plain sentence",
    branch: ["Rota w/c 3 June: Mon–Wed Dave (north round), Thu–Fri Priya (south round), Sat on-call Dave."],
    parent: [
      "Next week Dave covers the north round Monday to Wednesday, Priya does the south round on Thursday and Friday, and Dave is on call on Saturday.",
    ],
    conflicts: [],
    paraphrases: [
      ["Mon–Wed", "Monday to Wednesday"],
      ["Thu–Fri", "Thursday and Friday"],
      ["Sat on-call", "on call on Saturday"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "restaurant job sheet: revisit interval agrees, activity location and bait boxes topped up differ",
    branch: ["JS 2231 – Golden Dragon – mice act. in dry store – 3 BS topped up – RV 14 days"],
    parent: [
      "At the Golden Dragon we found mouse activity in the cellar, topped up five bait boxes and booked a revisit in a fortnight.",
    ],
    conflicts: [
      ["in dry store", "in the cellar"],
      ["3 BS topped up", "five bait boxes"],
    ],
    paraphrases: [
      ["mice act.", "mouse activity"],
      ["RV 14 days", "a revisit in a fortnight"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "fly killer service: day, time and units agree, next service month differs",
    branch: ["EFK service at Greenway Foods on Monday at 07:00: 6 units re-tubed, next service due in March."],
    parent: [
      "The fly killer service at Greenway Foods is on Monday at 7am, six units, and the next service is due in April.",
    ],
    conflicts: [["in March", "in April"]],
    paraphrases: [
      ["EFK service", "fly killer service"],
      ["07:00", "7am"],
      ["6 units", "six units"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "rat under decking: price, day and time agree, visits included differ",
    branch: ["rat under decking @ 9 Fern Close, 2 visits incl, £95, Weds 2.15pm"],
    parent: [
      "The Fern Close rat job under the decking is three visits included for £95, first one Wednesday at 14:15.",
    ],
    conflicts: [["2 visits incl", "three visits included"]],
    paraphrases: [
      ["Weds", "Wednesday"],
      ["2.15pm", "14:15"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "container fumigation: containers agree, exposure time and certificate day differ",
    branch: ["Container fumigation at Dock 4: 2 x 40ft containers, 72-hour exposure, clearance certificate by Friday."],
    parent: [
      "We're fumigating two 40-foot containers at Dock 4 with a 48-hour exposure, and the clearance certificate will follow on Thursday.",
    ],
    conflicts: [
      ["72-hour exposure", "48-hour exposure"],
      ["by Friday", "on Thursday"],
    ],
    paraphrases: [["2 x 40ft containers", "two 40-foot containers"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "housing association cockroach email: flats and date agree, follow-up interval differs",
    branch: [
      "Dear Mr Reeves,",
      "We will treat flats 3, 5 and 7 at Birch Court for German cockroaches on 2 July, with a follow-up gel application after 10 days.",
      "Kind regards,",
      "Tanya, Northfield Pest Control",
    ],
    parent: ["Birch Ct – German roaches – flats 3/5/7 – 2/7 – f/up gel @ 14 days"],
    conflicts: [["after 10 days", "14 days"]],
    paraphrases: [
      ["flats 3, 5 and 7", "flats 3/5/7"],
      ["on 2 July", "2/7"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "flea follow-up, two days apart",
    branch: ["The follow-up visit for the flea treatment at 41 Ormond Avenue is on 18 June."],
    parent: ["fleas – 41 Ormond Ave – f/up 16/6 – cust has 2 cats"],
    conflicts: [["18 June", "16/6"]],
    paraphrases: [["41 Ormond Avenue", "41 Ormond Ave"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "school wasp nest: can / not during term time",
    branch: ["The head at St Mary's says we can treat the wasp nest by the playground during term time."],
    parent: ["St Mary's – wasp nest by playground – head says NOT during term time, book for half term"],
    conflicts: [["can treat the wasp nest by the playground during term time", "NOT during term time"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "flea spray: pets will / won't need to leave",
    branch: ["Pets will need to be out of the house during the flea spray at the Kowalskis'."],
    parent: [
      "Spoke to the office: pets won't need to leave the house for the flea spray at the Kowalskis', just keep them off the floors for 2 hrs.",
    ],
    conflicts: [["Pets will need to be out of the house", "pets won't need to leave the house"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "organic farm: no rodenticide, said twice in other words",
    branch: ["We don't use rodenticide at Highfield Organic Farm, traps only."],
    parent: ["Highfield Organic – no poison baits on site – snap traps + live catch only"],
    conflicts: [],
    paraphrases: [["don't use rodenticide", "no poison baits"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "bed bug heat kit on the van / not on the van",
    branch: ["Van 2 has the bed bug heat kit on it for tomorrow."],
    parent: ["heat kit NOT on Van 2 – still in the unit, load it tonight"],
    conflicts: [["Van 2 has the bed bug heat kit", "heat kit NOT on Van 2"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "fly killer invoice number corrected, swapped digits",
    branch: ["Invoice INV-30418 went to Greenway Foods for the March fly killer service."],
    parent: ["Correction: Greenway's invoice for the March fly killer service is INV-30481, I mistyped it earlier."],
    conflicts: [["INV-30418", "INV-30481"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "cathedral pigeon job technician changed",
    branch: ["Priya is doing the pigeon job at the cathedral on Monday."],
    parent: ["Change of plan – Marek now doing cathedral pigeons Mon, not Priya."],
    conflicts: [["Priya is doing the pigeon job", "Marek now doing cathedral pigeons"]],
    paraphrases: [["Monday", "Mon"]],
    shapes: ["correction", "close", "paraphrase"],
  },
  {
    name: "external box rodenticide switched",
    branch: ["We're using bromadiolone blocks in the external boxes at Kestrel Logistics."],
    parent: ["Update: Kestrel external boxes switched to difenacoum blocks, not bromadiolone."],
    conflicts: [["bromadiolone blocks", "switched to difenacoum blocks"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "dairy audit date moved by two days",
    branch: ["The quarterly audit at Fenwick Dairy is on 9 September."],
    parent: ["Sorry all, Fenwick Dairy audit has moved – it's 11 Sept now, not the 9th."],
    conflicts: [["9 September", "11 Sept"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "dairy contract reference, last digits swapped",
    branch: ["The contract reference for the Fenwick Dairy account is PC-2024-118."],
    parent: ["Fenwick Dairy – contract PC-2024-181 – renews Jan"],
    conflicts: [["PC-2024-118", "PC-2024-181"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "restaurant fly killer serial, last digits swapped",
    branch: ["EFK in GD kitchen – s/n FK-88213 – tube change due"],
    parent: ["The fly killer in the Golden Dragon kitchen is serial number FK-88231."],
    conflicts: [["FK-88213", "FK-88231"]],
    paraphrases: [
      ["GD kitchen", "Golden Dragon kitchen"],
      ["s/n", "serial number"],
    ],
    shapes: ["identifier", "close", "paraphrase"],
  },
  {
    name: "van registration, two letters swapped",
    branch: ["Van 3's registration is KX19 PLM."],
    parent: ["Van 3 (KX19 PML) booked in for tyres Thurs"],
    conflicts: [["KX19 PLM", "KX19 PML"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "two supermarket branches' external bait stations",
    branch: ["The Co-op on Bridge Street has 12 external bait stations."],
    parent: ["Co-op Station Rd – 18 ext bait stations – all clear"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "pub: last routine visit and next routine visit",
    branch: ["Last routine visit at the Golden Lion was on 3 April."],
    parent: ["Golden Lion – next routine visit 1 May"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "wasp nest and hornet nest domestic prices",
    branch: ["A wasp nest treatment is £65 for domestic customers."],
    parent: ["Hornet nest treatment for domestic customers is £85."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two bait boxes at the mill, neighbouring numbers",
    branch: ["Box EX-07 at the Mill is next to the loading bay."],
    parent: ["EX-17 (Mill) – by the bin store – gnawed, replace lid"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "block of flats: cockroach quote and flea invoice",
    branch: ["We quoted £320 for the cockroach treatment at Birch Court."],
    parent: ["Birch Ct – flea tx flat 9 – invoiced £290"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two technicians' on-call weekends",
    branch: ["Dave is on call the weekend of 8 June."],
    parent: ["On-call w/e 15 June – Priya"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Monday round, one site different",
    branch: ["Monday's round is the Golden Dragon, Kestrel Logistics, Fenwick Dairy and the Queen's Head."],
    parent: ["Mon round – Golden Dragon, Kestrel, Fenwick Dairy, Crumbs Bakery"],
    conflicts: [["the Queen's Head", "Crumbs Bakery"]],
    paraphrases: [["Monday's round", "Mon round"]],
    shapes: ["list", "close", "paraphrase"],
  },
  {
    name: "fumigation PPE, same items reordered",
    branch: ["PPE for the fumigation job: full-face respirator, nitrile gloves, coveralls and a gas detector."],
    parent: ["Fumigation PPE – gas detector, coveralls, nitrile gloves, full-face respirator"],
    conflicts: [],
    paraphrases: [
      [
        "full-face respirator, nitrile gloves, coveralls and a gas detector",
        "gas detector, coveralls, nitrile gloves, full-face respirator",
      ],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "out-of-hours sites, one site different",
    branch: ["OOH sites this month – Golden Dragon, Queen's Head, St Mary's School"],
    parent: ["This month's out-of-hours sites are the Queen's Head, St Mary's School and the Harbour View Hotel."],
    conflicts: [["Golden Dragon", "Harbour View Hotel"]],
    paraphrases: [["OOH sites", "out-of-hours sites"]],
    shapes: ["list", "close", "paraphrase"],
  },
  {
    name: "logistics contract value as k and in words, visits as a count and as monthly",
    branch: ["Kestrel annual contract: £2.4k + VAT, 12 visits"],
    parent: [
      "The Kestrel Logistics contract is two thousand four hundred pounds a year plus VAT, with monthly visits.",
    ],
    conflicts: [],
    paraphrases: [
      ["£2.4k + VAT", "two thousand four hundred pounds a year plus VAT"],
      ["12 visits", "monthly visits"],
    ],
    shapes: ["paraphrase"],
  },
];
