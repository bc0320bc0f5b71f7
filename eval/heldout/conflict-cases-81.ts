import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 81 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: glaziers, window and door fitters and conservatory installers (survey measurements and
 * glass unit sizes, double and triple glazing orders from the glass factory, fitting dates and crews,
 * quotes and deposits, FENSA-style certificates and building control sign-off, toughened and
 * laminated glass specs, emergency boarding-up call-outs, warranty claims for misted units, scaffold
 * and skip hire, supplier delivery notes for frames and sealant). About a third of the messages are
 * trade-style: survey and job sheets, cutting lists, factory order acknowledgements, delivery notes,
 * rota lines, terse texts and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: bay centre-light survey width (1142 against 1124); Fairbank Road fitting date a day off;
 *   sealed unit quantity on a factory order (also paraphrase); board-up call-out arrival time (also
 *   paraphrase); composite door deposit (also paraphrase); scaffold weekly hire rate (also
 *   paraphrase); skip size (also paraphrase); laminated glass thickness for a low-level pane; lean-to
 *   conservatory quote total (also multi, paraphrase); triple-glazing lead time in words against a
 *   figure (also paraphrase)
 * - identifier: glass factory order ref; a builder's PO number written with different separators (no
 *   conflict, also paraphrase); spacer batch number on a misted-unit warranty claim; two delivery
 *   notes from one frame supplier (no conflict, also shared-words, paraphrase)
 * - negation: skip on the road; side panel toughened or not; scaffold needed for first-floor
 *   windows; a fitter off Monday and in Tuesday (no conflict, also paraphrase); misted unit covered
 *   while a cill is not (no conflict); no weekday call-out fee while weekends and evenings carry one
 *   (no conflict)
 * - multi: kitchen window survey sizes (one differs); sundries delivery quantities; conservatory base
 *   crew rota day (also paraphrase); lean-to order spec, all agreeing (no conflict, also paraphrase);
 *   shopfront board-up and return visit, all agreeing (no conflict, also paraphrase); frame delivery
 *   list reordered (no conflict, also list)
 * - correction: patio door fitting day corrected in the branch; school reglaze unit count corrected
 *   in the parent; bifold deposit self-corrected inside one text (no conflict); building control
 *   inspection date self-corrected in the parent (no conflict, also paraphrase)
 * - list: weekly consumables standing order; sash cutting list with one size changed (also
 *   paraphrase); board-up van checklist reordered (no conflict)
 * - shared-words: two showrooms of one chain (no conflict, also paraphrase); Colin Prior and Colleen
 *   Prior (no conflict); Monday's and Thursday's loads from one glass factory (no conflict); front and
 *   back door of one house (no conflict); window W3 and door D3 on one schedule (no conflict); first
 *   and second survey visit of one job (no conflict); plus the two delivery notes under identifier
 * - paraphrase: sealed unit reglaze price and trade counter hours in words (no conflict), plus
 *   paraphrase pairs inside 16 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 17.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_81: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h81 bay centre light survey width",
    branch: [
      "what width did Marek get for the centre light on the Holloway Drive bay?",
      "1142mm overall frame size, that's with the 10mm deduction already off. Height 1310.",
    ],
    parent: [
      "SURVEY SHEET — 14 Holloway Drive\nSurveyor: M. Nowak\nBay, 3 lights, uPVC white\nCentre light: W 1124 x H 1310 (deductions taken)\nSide lights: W 585 x H 1310\nGlass: 4-20-4 argon, soft coat low-e",
    ],
    conflicts: [["1142mm", "W 1124"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h81 Fairbank Road fitting date",
    branch: [
      "when are we fitting the Okafor windows on Fairbank Road?",
      "Tuesday 7 October, Dale and Kieran. Should be a one-day job.",
    ],
    parent: ["FITTING ROTA wk41\nWed 08/10 — Okafor, 22 Fairbank Rd — 6 win + back dr — Dale/Kieran — van 2"],
    conflicts: [["Tuesday 7 October", "Wed 08/10"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h81 sealed unit quantity on factory order",
    branch: [
      "how many units did we order from Pennine Glass for the Clarendon Street flats?",
      "Fourteen sealed units, all 4-16-4 toughened, due on the 22nd.",
    ],
    parent: [
      "ORDER CONFIRMATION\nPennine Glass Processing Ltd\nCustomer: Brightline Windows\nOrder ref: PG-77105\nJob: Clarendon St flats\nQty: 12 sealed units 4/16/4 toughened\nDelivery: 22/09",
    ],
    conflicts: [["Fourteen sealed units", "Qty: 12 sealed units"]],
    paraphrases: [
      ["4-16-4 toughened", "4/16/4 toughened"],
      ["on the 22nd", "22/09"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h81 Market Row board-up arrival time",
    branch: [
      "what time did Gavin get to the shopfront on Market Row last night?",
      "he was on site at 23:40, boarded up by half twelve",
    ],
    parent: [
      "CALL-OUT LOG\n03/11 22:55 — call from police, shop window smashed, 9 Market Row\nOperative: G. Hearn\nOn site: 23:50\nBoarded: 00:30, 2 sheets 18mm ply\nCharge: out of hours £185 + materials",
    ],
    conflicts: [["at 23:40", "On site: 23:50"]],
    paraphrases: [["half twelve", "00:30"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h81 composite door deposit",
    branch: [
      "how much deposit did the Whitakers pay on the composite door and two windows?",
      "£1,450 by card on Friday. Job's £3.85k all in, balance on completion.",
    ],
    parent: [
      "Hi Mrs Whitaker,\n\nThanks for confirming your order for the composite front door and two replacement windows, a total of £3,850 including VAT. We've received your deposit of £1,540 and the balance is due on completion.\n\nBest regards,\nSian Pryce\nOffice Manager\nBrightline Windows & Doors\n01422 880 114",
    ],
    conflicts: [["£1,450 by card", "deposit of £1,540"]],
    paraphrases: [["£3.85k", "£3,850"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h81 Mercer Lane scaffold hire rate",
    branch: [
      "what's Apex charging for the scaffold at the Mercer Lane conservatory?",
      "£195 a week, minimum two weeks. They're putting it up Monday.",
    ],
    parent: [
      "Apex Scaffolding — hire confirmation\nSite: 31 Mercer Lane (rear elevation)\nErect: Mon 13 Oct\nHire rate: £185/wk, 2 wk minimum\nStrike: on request, 48 hrs notice",
    ],
    conflicts: [["£195 a week", "£185/wk"]],
    paraphrases: [["minimum two weeks", "2 wk minimum"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h81 Hadley Road skip size",
    branch: [
      "which skip did we book for the Hadley Road rip-out?",
      "8 yard skip from Dawsons, dropping Thursday morning",
    ],
    parent: [
      "Dawsons Skips: booking confirmed. 6yd skip, 41 Hadley Rd, delivery Thu AM, collection Mon. Permit not required (on driveway). Ref DS-5521",
    ],
    conflicts: [["8 yard skip", "6yd skip"]],
    paraphrases: [["Thursday morning", "Thu AM"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h81 stair landing laminated thickness",
    branch: [
      "what glass is going in the low-level pane by the stairs at the Lindqvist house?",
      "6.8mm laminated. It's below 800 off the floor so it has to be safety glass.",
    ],
    parent: [
      "Cutting list — Lindqvist, 5 Orchard Close\nW4 (stair landing, low level): 6.4mm laminated clear, 612 x 745\nW5 (landing, upper): 4mm float, 612 x 1050",
    ],
    conflicts: [["6.8mm laminated", "6.4mm laminated"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h81 Bellamy lean-to quote total",
    branch: [
      "can you remind me what we quoted the Bellamys for the lean-to?",
      "£18,750 inc VAT for the 4m x 3m lean-to, white uPVC, solar control glass roof, 12-week lead time",
    ],
    parent: [
      "QUOTATION Q-2291\nClient: Mr & Mrs Bellamy, 7 Rookery Way\nLean-to conservatory 4000 x 3000, white uPVC\nRoof: solar control glass\nLead time: 12 weeks\nTotal inc VAT: £18,570",
    ],
    conflicts: [["£18,750 inc VAT", "Total inc VAT: £18,570"]],
    paraphrases: [
      ["4m x 3m", "4000 x 3000"],
      ["12-week lead time", "Lead time: 12 weeks"],
    ],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h81 triple glazing lead time",
    branch: [
      "what lead time did Pennine give on the triple-glazed units for Hill Top Lane?",
      "ten working days from the order going in on 2 September",
    ],
    parent: [
      "ORDER ACK — Pennine Glass\nRef PG-20233\nJob: Moorcroft / Hill Top Lane\n6 x triple glazed units 4-12-4-12-4 argon\nOrder date: 02/09/25\nLead time: 12 working days",
    ],
    conflicts: [["ten working days", "12 working days"]],
    paraphrases: [["2 September", "02/09/25"]],
    shapes: ["close", "paraphrase"],
  },

  // ---------------------------------------------------------------- identifier
  {
    name: "h81 glass factory order ref",
    branch: [
      "what's the Pennine order ref for the Okafor units? Mrs Okafor's on the phone asking",
      "PG-20417, it went in on Tuesday",
    ],
    parent: [
      "From: orders@pennineglass.co.uk\nSubject: Order acknowledgement PG-20471\n\nThank you for your order. 7 units for job OKAFOR / FAIRBANK RD, scheduled for dispatch Friday.\n\nPennine Glass Processing Ltd\nSales Office",
    ],
    conflicts: [["PG-20417", "PG-20471"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h81 Harlow Homes PO separators",
    branch: ["which PO did Harlow Homes give us for plot 14?", "PO 3318/B. Sian's already put it on the invoice."],
    parent: [
      "Harlow Homes — Purchase Order\nPO-3318-B\nPlot 14, Meadow View\nSupply & fit windows and French doors\nValue: £6,420.00 + VAT",
    ],
    conflicts: [],
    paraphrases: [["PO 3318/B", "PO-3318-B"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h81 misted unit spacer batch",
    branch: [
      "for the warranty claim on the misted unit at Bramley Court, what batch was it from?",
      "Batch 21-1187, it's printed on the spacer bar",
    ],
    parent: [
      "WARRANTY CLAIM — misted unit\nSite: Flat 3, Bramley Court\nUnit: 4-20-4, 880 x 1120, installed Mar 2021\nSpacer label batch: 21-1178\nClaim to: Pennine Glass, under 10 yr seal guarantee",
    ],
    conflicts: [["Batch 21-1187", "batch: 21-1178"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h81 two Kestrel delivery notes",
    branch: [
      "what came on the Kestrel delivery this morning?",
      "DN 60912: five white casement frames for Holloway Drive and twelve tubes of clear silicone. The anthracite French door frames for Mercer Lane came on the other note.",
    ],
    parent: [
      "KESTREL PROFILES LTD — DELIVERY NOTE\nDN No: 60947\nDate: 16/10\nDeliver to: Brightline Windows, Unit 4 Calder Park\n2 x anthracite grey French door frames (job: Mercer Ln)\n1 x box of 24 glazing packers\nReceived by: K. Wild",
    ],
    conflicts: [],
    paraphrases: [["Mercer Lane", "Mercer Ln"]],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },

  // ---------------------------------------------------------------- negation
  {
    name: "h81 skip on the road at the Pellings'",
    branch: [
      "can the skip go on the road outside the Pellings' or do we need a permit?",
      "It can go on the road, Dawsons have sorted the permit with the council",
    ],
    parent: [
      "Text from Mrs Pelling: Just to let you know the council said no skip allowed on the road here (it's a red route). You can put it on our front drive instead.",
    ],
    conflicts: [["It can go on the road", "no skip allowed on the road"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h81 Harper side panel toughened",
    branch: [
      "is the side panel next to the Harpers' new front door toughened?",
      "yes, toughened both panes. It's within 300 of the door so it has to be.",
    ],
    parent: [
      "ORDER LINE 3 — Harper, 19 Kiln Lane\nSide panel SP1, 380 x 1980\nGlass: 4mm float / 4mm float, NOT toughened\nObscure: Stippolyte inner pane",
    ],
    conflicts: [["toughened both panes", "NOT toughened"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h81 Ashby scaffold needed",
    branch: [
      "do we need scaffold for the first-floor windows at the Ashby semi?",
      "No, Kieran reckons the ladders and a stand-off will do, it's only the two bedroom windows",
    ],
    parent: [
      "Job sheet — Ashby, 63 Thornhill Rd\n2 x bedroom windows, first floor, front\nAccess: scaffold required (conservatory roof below, no ladder footing)\nScaffold: Apex, book 1 wk",
    ],
    conflicts: [["the ladders and a stand-off will do", "scaffold required"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h81 Kieran off Monday in Tuesday",
    branch: [
      "is Kieran in on Monday for the Fairbank prep?",
      "no, he's off Monday, dentist. He's back Tuesday from 8.",
    ],
    parent: ["ROTA wk42\nMon: Dale, Gavin (Kieran off)\nTue: Dale, Kieran, Gavin — start 08:00\nWed: Dale, Kieran"],
    conflicts: [],
    paraphrases: [["back Tuesday from 8", "start 08:00"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h81 misted unit covered, cill not",
    branch: [
      "is the misted kitchen unit at the Quayles' covered?",
      "Yes, the misted unit's covered. Pennine will replace it free of charge.",
    ],
    parent: [
      "Warranty check — Quayle, 2 Ferry Walk\nSealed unit (kitchen, misted): covered, 10 yr guarantee, fitted 2019\nExternal cill: NOT covered (impact damage), quote separately",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h81 weekday board-up call-out fee",
    branch: [
      "do we charge a call-out fee for boarding on a weekday?",
      "No call-out fee Monday to Friday before 6pm, just labour and the ply",
    ],
    parent: [
      "Price list (board-ups)\nWeekends & bank hols: £95 call-out fee + labour\nAfter 6pm weekdays: £75 call-out fee\nPly sheet 18mm: £42",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h81 Ngata kitchen window survey",
    branch: [
      "what did the survey say for the Ngata kitchen window?",
      "1210 wide by 1050 high, 4/20/4, obscure inner pane, LH opener",
    ],
    parent: [
      "SURVEY — Ngata, 8 Lark Rise\nKitchen window K1: 1210 x 1005, 4/20/4, inner pane obscure (Stippolyte), LH opener",
    ],
    conflicts: [["1050 high", "x 1005"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h81 Calder Trade sundries delivery",
    branch: [
      "what did Calder Trade Supplies drop off?",
      "10 boxes of glazing packers, 24 tubes of LM silicone and 6 rolls of expanding foam tape",
    ],
    parent: [
      "CALDER TRADE SUPPLIES — DELIVERY NOTE 44190\nGlazing packers (box) x 10\nLM silicone clear 310ml x 24\nExpanding foam tape 15mm x 4 rolls\nSigned: G. Hearn",
    ],
    conflicts: [["6 rolls of expanding foam tape", "x 4 rolls"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h81 Rookery Way base crew and day",
    branch: [
      "who's doing the Rookery Way conservatory base and when?",
      "Dale and Gavin, Thursday, meeting at the yard for half seven",
    ],
    parent: ["rota: Fri 17/10 Rookery Way base — Dale + Gavin — yard 07:30"],
    conflicts: [["Thursday", "Fri 17/10"]],
    paraphrases: [["half seven", "07:30"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h81 Ferreira lean-to spec agreeing",
    branch: [
      "can you confirm the spec for the Ferreira lean-to before I order?",
      "Four metres by three, white uPVC, solar control glass roof, dwarf wall 600 high, two opening vents.",
    ],
    parent: [
      "ORDER SPEC — Ferreira, 12 Stonegate\nLean-to 4.0m x 3.0m\nFrame: white uPVC\nRoof: solar control glass\nDwarf wall: 600mm\nRoof vents: 2",
    ],
    conflicts: [],
    paraphrases: [
      ["Four metres by three", "4.0m x 3.0m"],
      ["two opening vents", "Roof vents: 2"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h81 Station Parade board-up agreeing",
    branch: [
      "what did we do at the bookies on Station Parade?",
      "Boarded the main window with three sheets of 18mm ply. We're back Tuesday to measure for 10.8mm laminated.",
    ],
    parent: [
      "CALL-OUT — 14 Station Parade (bookmakers)\nBoarded main window: 3 x 18mm ply\nReturn: Tue, measure for 10.8 lam replacement",
    ],
    conflicts: [],
    paraphrases: [
      ["three sheets of 18mm ply", "3 x 18mm ply"],
      ["10.8mm laminated", "10.8 lam"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h81 Kestrel frame drop reordered",
    branch: [
      "what's on tomorrow's Kestrel drop?",
      "one French door frame, two casement frames, the bay pole kit and a box of trickle vents",
    ],
    parent: ["Kestrel delivery Wed: bay pole kit x1, trickle vents x1 box, casement frame x2, French door frame x1"],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h81 Greaves patio door day corrected in branch",
    branch: [
      "When are we doing the Greaves patio door?",
      "Wednesday, no sorry, Thursday. The frame isn't in till Wednesday afternoon.",
    ],
    parent: [
      "Confirmed with Mrs Greaves: patio door fit Wednesday 8am, she'll move the dining table out the night before.",
    ],
    conflicts: [["sorry, Thursday", "fit Wednesday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h81 St Aidan's reglaze count corrected in parent",
    branch: [
      "how many units are we reglazing at St Aidan's Primary?",
      "nine units, all the classroom fanlights on the north side",
    ],
    parent: [
      "St Aidan's reglaze: 9 units, north side fanlights.",
      "Update from the caretaker: it's 11 units not 9, two more got cracked in the hall over half term.",
    ],
    conflicts: [["nine units", "it's 11 units"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h81 Mistry bifold deposit self-corrected",
    branch: [
      "what deposit are we taking on the Mistry bifolds?",
      "£900. Sorry, misread the quote, it's £950, 25% of £3,800.",
    ],
    parent: ["Mistry bifold order: deposit £950 received by bank transfer, balance £2,850 on fitting."],
    conflicts: [],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h81 building control date self-corrected in parent",
    branch: [
      "when's building control coming to sign off the Rookery Way conservatory?",
      "Monday 20 October, morning slot",
    ],
    parent: [
      "Building control inspection booked Tuesday 21st. No, my mistake, Monday 20th, AM. Inspector is R. Dhillon.",
    ],
    conflicts: [],
    paraphrases: [["Monday 20 October", "Monday 20th"]],
    shapes: ["correction", "paraphrase"],
  },

  // ---------------------------------------------------------------- list
  {
    name: "h81 Calder Trade standing order",
    branch: [
      "what's our standing weekly order with Calder Trade?",
      "48 tubes of LM silicone, 10 boxes of packers, 6 tins of PVC cleaner and 20 cans of foam",
    ],
    parent: [
      "Standing order — Calder Trade, every Monday:\n- LM silicone x 48\n- glazing packers x 10 boxes\n- PVC solvent cleaner x 6 tins\n- expanding foam x 24 cans",
    ],
    conflicts: [["20 cans of foam", "expanding foam x 24 cans"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h81 Pelling sash cutting list",
    branch: [
      "Can you read me the cutting list for the Pelling sashes?",
      "Top sashes, 4mm float, 702 x 590, two off. Bottom sashes, 4mm toughened, 702 x 640, two off. Fanlight 4mm float, 702 x 310.",
    ],
    parent: [
      "CUTTING LIST — Pelling\nT1, T2: 4mm float 702x590 x2\nB1, B2: 4mm toughened 702x604 x2\nF1: 4mm float 702x310 x1",
    ],
    conflicts: [["702 x 640", "702x604"]],
    paraphrases: [
      ["702 x 590", "702x590"],
      ["702 x 310", "702x310"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h81 board-up van checklist reordered",
    branch: [
      "what goes on the van for a board-up call-out?",
      "4 ply sheets, the cordless driver, the box of 50mm screws, glass bin bags, a broom and the dust sheets",
    ],
    parent: [
      "BOARD-UP VAN CHECK\n[ ] dust sheets\n[ ] broom\n[ ] glass bin bags\n[ ] 4 x ply sheets\n[ ] 50mm screws (box)\n[ ] cordless driver",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },

  // ---------------------------------------------------------------- shared-words
  {
    name: "h81 two ClearView showrooms",
    branch: ["What time does ClearView's Harrogate showroom open on Saturdays?", "9 till 1 on Saturdays at Harrogate"],
    parent: [
      "ClearView Windows Ripon showroom: Saturday 10am to 4pm. ClearView Windows Harrogate showroom: Saturday 9am–1pm.",
    ],
    conflicts: [],
    paraphrases: [["9 till 1", "9am–1pm"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h81 Colin Prior and Colleen Prior",
    branch: ["what did we quote Colin Prior for his porch?", "£2,450 for the porch, fitting in November"],
    parent: [
      "Colleen Prior (no relation, Ashgrove Rd) accepted our quote of £3,100 for the back door and two windows, fitting 4 December.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h81 Monday and Thursday Pennine loads",
    branch: [
      "how many units came from Pennine on Monday?",
      "Monday's load was 18 units, all for the Clarendon Street flats",
    ],
    parent: [
      "Pennine delivery Thursday: 7 units for Okafor / Fairbank Rd, plus two replacements for the Bramley Court warranty claim.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h81 Harper front and back door",
    branch: [
      "what colour is the Harpers' new front door?",
      "Front door's anthracite grey outside, white inside, with a chrome letterplate",
    ],
    parent: ["Harper back door: white both sides, half-glazed, black handle set, fitting same day as the front."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h81 window W3 and door D3",
    branch: ["what size is W3 on the Lindqvist schedule?", "W3 is 910 x 1200, casement with a top opener"],
    parent: ["Lindqvist schedule: D3 (utility door) 920 x 2050, half glazed, 4-20-4 toughened"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h81 first and second Stonegate survey",
    branch: [
      "when did Marek do the first survey at Stonegate?",
      "First visit was Tuesday 2 September, just rough sizes for the quote",
    ],
    parent: [
      "Stonegate: check survey (second visit) done Friday 19 September, final sizes sent to Pennine the same afternoon.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------- paraphrase
  {
    name: "h81 reglaze price and trade counter hours in words",
    branch: [
      "what do we charge to reglaze a standard sealed unit, and when's the trade counter open?",
      "A hundred and twenty-five quid for a standard unit up to a square metre, fitted. Counter's open half seven till half four weekdays.",
    ],
    parent: [
      "TRADE COUNTER — Brightline Windows\nMon–Fri 07:30–16:30\nStandard sealed unit replacement (up to 1m²), supplied & fitted: £125",
    ],
    conflicts: [],
    paraphrases: [
      ["A hundred and twenty-five quid", "£125"],
      ["half seven till half four", "07:30–16:30"],
    ],
    shapes: ["paraphrase"],
  },
];
