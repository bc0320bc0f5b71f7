import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 84 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: chimney sweeps, wood-burning stove fitters and domestic heating engineers (sweeping visits
 * and soot/creosote notes, stove surveys and installation quotes, flue liners and register plates,
 * HETAS and building-control sign-offs, boiler services and breakdown call-outs, landlord gas safety
 * records, radiator and cylinder replacements, merchant parts orders and back-orders, engineer rotas
 * and van stock, deposits and invoices, letting agents and housing associations as trade customers,
 * carbon monoxide alarms and smoke tests). About a third of the messages are trade-style: job sheets,
 * service records, gas safety record lines, merchant order acknowledgements and delivery notes, run
 * sheets, rota lines, terse texts and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: sweep appointment time (10:15 against 10:45); flue liner length on a merchant order
 *   (9 metres against 10m); boiler service date a day off; landlord gas safety record due date a
 *   day off (also paraphrase); stove install quote with swapped digits (also paraphrase); flue gas
 *   CO reading (42 against 24 ppm); ground-floor radiator count while the first floor has the
 *   branch's number (also shared-words); unvented cylinder fit date a day off (also multi,
 *   paraphrase); TRV back-order date in words a day off a figure (also paraphrase); breakdown
 *   call-out charge (also paraphrase)
 * - identifier: merchant sales order ref; a housing association PO written with different
 *   separators (no conflict, also paraphrase); stove serial number on the commissioning checklist;
 *   two delivery notes a day apart from one merchant (no conflict, also shared-words,
 *   paraphrase)
 * - negation: tenant's gas fire fine to use against safe to use NO; taking the old boiler away;
 *   CO alarm fitted against not fitted; an engineer off Monday and in Tuesday (no conflict, also
 *   paraphrase); boiler PCB covered by warranty while the heat exchanger is not (no conflict); gas
 *   capped at one flat while the next flat stays live (no conflict)
 * - multi: stove job sheet (liner diameter differs); install rota days (Wednesday's crew differs,
 *   also paraphrase); merchant delivery, all agreeing (no conflict, also paraphrase); building
 *   control completion certificate, all agreeing (no conflict, also paraphrase); letting agent's
 *   CP12 list reordered (no conflict, also list); housing association gas safety batch tallies
 *   (no-access count differs); plus the cylinder under close
 * - correction: sweep day corrected in the branch; stove deposit corrected in the parent; sweep
 *   price self-corrected inside one text (no conflict, also paraphrase); HETAS notification date
 *   self-corrected in the parent (no conflict, also paraphrase)
 * - list: van restock list (one quantity differs); breakdown parts order (pump model differs, also
 *   paraphrase); sweep van kit reordered (no conflict, also paraphrase); plus the CP12 list under
 *   multi
 * - shared-words: two branches of one letting agent (no conflict, also paraphrase); Mr Patel on
 *   Birch Road and Mr Patil on Birch Close (no conflict); lounge stove and kitchen range at one barn
 *   (no conflict); two flats' combis in one block (no conflict); spring and autumn sweeps at one
 *   cottage (no conflict); plus the two delivery notes under identifier and the radiators under
 *   close
 * - paraphrase: stove quote in words (no conflict) and boiler service time in words (no conflict),
 *   plus paraphrase pairs inside 16 of the cases above
 *
 * Counts by shape: close 10, identifier 4, negation 6, multi 7, correction 4, list 4, shared-words 7,
 * paraphrase 18.
 *
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_84: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h84 sweep appointment time",
    branch: [
      "what time is the sweep at Mrs Adeyemi's on Tuesday? she's rung twice asking",
      "10:15, she's first on the list. Told her to let the fire go out Monday night.",
    ],
    parent: [
      "RUN SHEET — Tue 8 Apr — Dan (van 2)\n10:45  Mrs F. Adeyemi, 3 Mill Cottages, Hebden Lane — sweep x1 open fire + smoke test\n12:30  The Old Forge, Clough Rd — sweep x2 (stove + inglenook)\n14:30  Walsh, 22 Tor View — nest removal, fit cowl\nCash/card on completion",
    ],
    conflicts: [["10:15", "10:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h84 flue liner length",
    branch: [
      "how much liner did you put on the merchant order for the Thornbury job?",
      "9 metres of the 150mm 316 grade, plus a register plate and a cowl. Chimney's about 8.5 from the plate to the pot so that gives us a bit spare.",
    ],
    parent: [
      "Order confirmation — Pennine Flue Supplies\nAcc: CRAGSIDE STOVES\nYour ref: THORNBURY\n1 x 150mm 316 flexible liner — 10m\n1 x register plate 600x400 galv\n1 x anti-downdraught cowl 150mm\nDelivery: Thu, to yard",
    ],
    conflicts: [["9 metres", "10m"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h84 boiler service date",
    branch: [
      "when's the Gillespies' annual service booked for?",
      "Thursday 6 March, morning slot. Reminder text went out yesterday.",
    ],
    parent: [
      "Hi Mrs Gillespie, this is Tanya at Brookside Heating. Just confirming Ryan will be with you on Fri 7 March between 8am and 12 for your annual boiler service. Reply STOP to opt out of reminders.",
    ],
    conflicts: [["Thursday 6 March", "Fri 7 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h84 landlord gas safety record due date",
    branch: [
      "when does the CP12 for 41 Rosebery Street run out? The agent wants us to rebook before it lapses",
      "18 September. Same price as last year, sixty-five quid for the one appliance.",
    ],
    parent: [
      "LANDLORD GAS SAFETY RECORD — 41 Rosebery St, Flat B\nLandlord: K. Mahmood c/o Castlegate Lettings\nAppliance 1: Vaillant ecoTEC combi, kitchen — flue: room sealed — safe to use: YES\nDate of check: 19/09/2024   Next check due by: 19/09/2025\nCharge: £65.00",
    ],
    conflicts: [["18 September", "19/09/2025"]],
    paraphrases: [["sixty-five quid", "£65.00"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h84 stove installation quote",
    branch: [
      "what did we quote the Lindqvists for the Clearview install in the end?",
      "£2,840 fitted, including the liner and the hearth. They're paying 25% deposit to get on the list.",
    ],
    parent: [
      "Quote Q-1187 — Mr & Mrs Lindqvist, Beck House\nSupply & fit Clearview Pioneer 400, 150mm liner, register plate, new slate hearth, HETAS cert\nTotal: £2,480 inc VAT\nDeposit: a quarter up front to book the fitting date, balance on completion",
    ],
    conflicts: [["£2,840", "£2,480"]],
    paraphrases: [["25% deposit", "a quarter up front"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h84 flue gas CO reading",
    branch: [
      "what did the analyser say on the Pearsons' boiler? office wants it for the record",
      "CO 42ppm, CO2 9.1%, all within limits. Pressure set to 1.2 bar.",
    ],
    parent: [
      "SERVICE RECORD — J. Pearson, 9 Kestrel Way\nBoiler: Worcester Greenstar 30i\nFlue gas: CO 24 ppm / CO2 9.1%\nOperating pressure 1.2 bar\nEngineer: M. Ferris  Gas Safe 558712",
    ],
    conflicts: [["CO 42ppm", "CO 24 ppm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h84 ground floor radiator count",
    branch: [
      "how many rads are we swapping at Orchard End? need to get them on order today",
      "Downstairs is six rads, all the old steel panels. Upstairs we're leaving alone apart from the towel rail.",
    ],
    parent: [
      "SURVEY NOTES — Orchard End, Mrs Baptiste\nGround floor: 7 rads to replace (lounge x2, dining, kitchen, hall, WC, utility)\nFirst floor: 6 rads, keep — power flush only\nBathroom (1st): new towel rail 500x1200 chrome",
    ],
    conflicts: [["six rads", "7 rads"]],
    paraphrases: [],
    shapes: ["close", "shared-words"],
  },
  {
    name: "h84 unvented cylinder fit date",
    branch: [
      "what's the plan on the Fairbairn cylinder?",
      "210 litre unvented, 3kW immersion, going in Tuesday the 12th. Two of us, all day.",
    ],
    parent: [
      "Job sheet 4471 — Fairbairn, 6 Glebe Close\nRemove vented cylinder + tanks from loft\nSupply & fit 210L unvented cylinder c/w 3kW immersion + G3 kit\nFit date: Wed 13th — 2 engineers, full day\nG3 cert + building regs notification",
    ],
    conflicts: [["Tuesday the 12th", "Wed 13th"]],
    paraphrases: [
      ["210 litre", "210L"],
      ["Two of us", "2 engineers"],
    ],
    shapes: ["close", "multi", "paraphrase"],
  },
  {
    name: "h84 TRV back-order date",
    branch: [
      "any news on the thermostatic rad valves for the housing association job?",
      "Back-ordered. Merchant says they'll be in on the twenty-second of October, the whole dozen.",
    ],
    parent: [
      "BACK-ORDER NOTICE — Dale Plumbing & Heating Supplies\nCustomer: Kerr & Sons Heating\n12 x TRV head + body 15mm (Drayton TRV4)\nStatus: supplier back order\nRevised ETA: 23/10\nWe'll text when ready for collection.",
    ],
    conflicts: [["the twenty-second of October", "23/10"]],
    paraphrases: [["the whole dozen", "12 x TRV"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h84 breakdown call-out charge",
    branch: [
      "what are we charging Mr Osei for the no-heat call-out last night?",
      "£95 call-out, then an hour and a half labour to change the diverter valve, plus the part.",
    ],
    parent: [
      "INVOICE 20931 — Hillside Heating Ltd\nMr D. Osei, 27 Cobden Terrace\nEmergency call-out (out of hours): £85.00\nLabour: 1.5 hrs @ £60 — £90.00\nDiverter valve cartridge — £48.50\nTotal due: £223.50",
    ],
    conflicts: [["£95 call-out", "£85.00"]],
    paraphrases: [["an hour and a half", "1.5 hrs"]],
    shapes: ["close", "paraphrase"],
  },

  // ---------------------------------------------------------------- identifier
  {
    name: "h84 merchant sales order ref",
    branch: [
      "what's the order number for the boiler going to Cresswell Road? they're asking at the trade counter",
      "SO-448217. Worcester 4000 25kW combi and the flue kit, collect from Tuesday.",
    ],
    parent: [
      "From: orders@hallamtrade.co.uk\nSubject: Order acknowledgement SO-448271\nThank you for your order.\n1 x Worcester Bosch Greenstar 4000 25kW combi\n1 x horizontal flue kit\nAvailable for collection from Tue 14/05, Hallam Trade Supplies, Attercliffe branch",
    ],
    conflicts: [["SO-448217", "SO-448271"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h84 housing association PO separators",
    branch: [
      "which PO do I put on the Moorfield Homes invoices for the boiler swaps?",
      "PO 2025/0613. They bounce anything without it. Net 30 days.",
    ],
    parent: [
      "Moorfield Homes — Purchase Order\nPO No: PO-2025-0613\nSupplier: Kerr & Sons Heating\nScope: replacement combi boilers x4, Larkhill estate\nPayment terms: thirty days from invoice",
    ],
    conflicts: [],
    paraphrases: [
      ["PO 2025/0613", "PO-2025-0613"],
      ["Net 30 days", "thirty days from invoice"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h84 stove serial number",
    branch: [
      "can you send me the serial off the stove at Wren Cottage for the HETAS notification?",
      "Serial is CH8-0830-114, plate's on the back left under the flue collar.",
    ],
    parent: [
      "COMMISSIONING CHECKLIST — Wren Cottage, Low Bentham\nAppliance: Charnwood C-Eight, multifuel\nSerial no: CH8-0830-141\nFlue: 150mm liner, 7.2m, smoke test pass, spillage test pass\nCO alarm fitted: yes, lounge\nInstaller: Pete Armitage (HETAS reg. 11873)",
    ],
    conflicts: [["CH8-0830-114", "CH8-0830-141"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h84 two delivery notes from one merchant",
    branch: [
      "which delivery note was the copper on? Need it for the Ashworth job costing",
      "That was DN 77120, ten lengths of 22mm copper and the end feed elbows. The next day's drop was the rads.",
    ],
    parent: [
      "DELIVERY NOTE DN 77120 — Brennan Builders Merchants\nDate: 03/03\n10 x 22mm copper tube 3m\n50 x 22mm end feed elbow\nSite: Ashworth, Calder Road",
      "DELIVERY NOTE DN 77158 — Brennan Builders Merchants\nDate: 04/03\n5 x double panel radiator 600x1000\nSite: Ashworth, Calder Road",
    ],
    conflicts: [],
    paraphrases: [["ten lengths of 22mm copper", "10 x 22mm copper tube"]],
    shapes: ["identifier", "shared-words", "paraphrase"],
  },

  // ---------------------------------------------------------------- negation
  {
    name: "h84 tenant gas fire safe to use",
    branch: [
      "is the gas fire in the back bedroom at 8 Foundry Row ok? the tenant wants to use it tonight",
      "Yes, I had a look this morning, it's fine to use.",
    ],
    parent: [
      "8 Foundry Row — gas safety record, appliance lines\n1. Ideal Logic combi, kitchen — flue flow: PASS — safe to use: YES\n2. Valor gas fire, back bedroom — flue flow: FAIL — safe to use: NO — classed ID, isolated, warning label attached\nNotes: tenant advised, landlord to be informed",
    ],
    conflicts: [["it's fine to use", "safe to use: NO"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h84 taking the old boiler away",
    branch: [
      "are we taking the old Baxi away when we fit the new one at the Rahmans'?",
      "Yes, we'll take it away, it's in the price.",
    ],
    parent: [
      "Dear Mr Rahman,\nThanks for accepting the quote. Just to confirm, we won't be taking the old boiler away — it's a back boiler behind the fire front and the casing has an asbestos panel, so it needs a licensed contractor.\nFitting date stays Monday 2 June.\nRegards,\nSunita Rao\nRao Gas Services | 07700 900412",
    ],
    conflicts: [["we'll take it away", "we won't be taking the old boiler away"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h84 CO alarm with the stove",
    branch: [
      "did the Coopers get a CO alarm put in with the stove?",
      "Yes, CO alarm fitted on the lounge wall, tested, and they've got the leaflet.",
    ],
    parent: [
      "HETAS job notes — Cooper, 2 Fell View\nStove: Woodwarm Fireview 5kW\nHearth: 12mm slate on existing constructional hearth\nCO alarm: not fitted — customer supplying own, advised to fit before first use\nSmoke test: pass",
    ],
    conflicts: [["CO alarm fitted on the lounge wall", "CO alarm: not fitted"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h84 engineer off Monday in Tuesday",
    branch: [
      "is Kieran around Monday for the Fenwick breakdown?",
      "No, he's off Monday, dentist. He's in Tuesday from 7.30 though.",
    ],
    parent: [
      "ROTA wk 23\nMon — Kieran OFF / Leon on calls\nTue — Kieran 07:30 start, Fenwick breakdown first\nWed — Kieran + Leon, Abbey Rd install",
    ],
    conflicts: [],
    paraphrases: [["from 7.30", "07:30 start"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h84 warranty board covered heat exchanger not",
    branch: [
      "is the PCB on Mrs Doyle's boiler covered by the manufacturer?",
      "Yes, the board's covered, she's in year four of the seven. Call it in to Ideal and they'll send an engineer.",
    ],
    parent: [
      "Warranty note: the heat exchanger on Mrs Doyle's boiler is not covered — the inspection found sludge damage and there's no magnetic filter on the system, which the manufacturer excludes. We'll quote her for that separately.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h84 gas capped at one flat, next flat live",
    branch: [
      "has the gas been capped at Flat 3, Wellington Court?",
      "Yes, capped at the meter this afternoon, the landlord's got the warning notice.",
    ],
    parent: [
      "Wellington Court update: Flat 4's supply is still live, we did not cap it — the hob passed after the re-test. Tenant can use it as normal.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h84 stove job sheet liner diameter",
    branch: [
      "what's going in at Hollins Farm?",
      "Morsø 7443 on the existing stone hearth, 125mm liner, 9 metres, fitting Thursday. Jack's on it with Owen.",
    ],
    parent: [
      "JOB SHEET — Hollins Farm, Mr T. Barraclough\nStove: Morsø 7443\nHearth: existing stone — ok\nLiner: 150mm twin wall flexi, 9m\nFit: Thursday — Jack + Owen\nHETAS self-cert on completion",
    ],
    conflicts: [["125mm liner", "Liner: 150mm"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h84 install rota days",
    branch: [
      "who's on the Abbey Road install and when?",
      "Leon and Priya, Monday to Wednesday, starting half seven each day. Thursday Priya's back on services.",
    ],
    parent: [
      "ROTA — Abbey Rd system conversion\nMon 09/06 — Leon, Priya — 07:30\nTue 10/06 — Leon, Priya — 07:30\nWed 11/06 — Leon only — 07:30\nThu 12/06 — Priya: services (Pickering list)",
    ],
    conflicts: [["Leon and Priya, Monday to Wednesday", "Wed 11/06 — Leon only"]],
    paraphrases: [["half seven", "07:30"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h84 merchant delivery all agreeing",
    branch: [
      "when's the stuff for the Patterson bathroom coming?",
      "Friday morning, before 10. The cylinder, 15 metres of 15mm copper and two towel rails.",
    ],
    parent: [
      "Delivery confirmation — Ridings Heating Supplies\nDeliver: Fri AM (before 10:00)\n1 x 150L unvented cylinder\n5 x 15mm copper tube 3m lengths\n2 x towel rail 500x800 white\nSite: Patterson, 14 Oakroyd Drive",
    ],
    conflicts: [],
    paraphrases: [
      ["Friday morning, before 10", "Fri AM (before 10:00)"],
      ["15 metres of 15mm copper", "5 x 15mm copper tube 3m lengths"],
      ["two towel rails", "2 x towel rail"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h84 building control sign-off all agreeing",
    branch: [
      "has building control signed off the Ellwood stove? the buyers' solicitor is chasing",
      "Yes, signed off on the 4th of April, certificate number BC/25/0392, no further action.",
    ],
    parent: [
      "From: building.control@ribblesdale.gov.uk\nRe: Solid fuel appliance — 11 Mill Brow (Ellwood)\nCompletion certificate BC/25/0392 issued 04/04/2025. No further works required.\nRegards,\nA. Sutcliffe\nBuilding Control Surveyor",
    ],
    conflicts: [],
    paraphrases: [
      ["on the 4th of April", "04/04/2025"],
      ["no further action", "No further works required"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h84 letting agent CP12 list reordered",
    branch: [
      "which Castlegate properties are due gas safety checks this month?",
      "Five: 12 Argyle Street, 3 Percy Terrace, Flat 2 Bower House, 88 Dene Road and 7 Linden Mews.",
    ],
    parent: [
      "Castlegate Lettings — CP12s due this month\n- 88 Dene Road\n- Flat 2, Bower House\n- 7 Linden Mews\n- 12 Argyle Street\n- 3 Percy Terrace\nPlease book with tenants directly. Thanks, Marcia",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["multi", "list"],
  },
  {
    name: "h84 housing association gas safety batch",
    branch: [
      "how did the Weaver Valley batch go yesterday?",
      "12 properties, 3 fails (two ID, one AR) and 2 no-access, cards left at both.",
    ],
    parent: [
      "Weaver Valley Housing — LGSR batch summary, Larkhill estate, 21/05\nVisited: 12\nFails: 3 (2 x ID, 1 x AR)\nNo access: 1 — card left, rebook\nCerts to upload by Friday",
    ],
    conflicts: [["2 no-access", "No access: 1"]],
    paraphrases: [],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h84 sweep day corrected in branch",
    branch: [
      "can you book the Harrisons' sweep for Thursday?",
      "Done, Thursday at 9 — actually no, I've moved it to Friday at 9, Thursday's full with the Hollins install.",
    ],
    parent: [
      "Text to Mrs Harrison: Hi Jane, your chimney sweep is booked for Thursday at 9am. We'll bring dust sheets and do a smoke test after. Any problems ring the office. Cragside Stoves",
    ],
    conflicts: [["Friday at 9", "Thursday at 9am"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h84 stove deposit corrected in parent",
    branch: ["how much deposit did Mr Achebe pay on the stove?", "£400, card payment in the showroom."],
    parent: [
      "Deposit received from Mr Achebe: £400 by card.",
      "Correction to the above — Mr Achebe's deposit was £500, not £400. I misread the card machine slip. Balance is £1,650.",
    ],
    conflicts: [["£400, card payment", "was £500"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h84 sweep price self-corrected",
    branch: [
      "what do I charge the Ingrams for the two flues?",
      "£120 — no sorry, £150, it's two flues at seventy-five each.",
    ],
    parent: [
      "JOB SHEET — Ingram, Sedge Lane\nSweep x2 (stove + open fire)\nPrice: £75 per flue, £150 total\nSoot: light, no creosote glazing",
    ],
    conflicts: [],
    paraphrases: [["seventy-five each", "£75 per flue"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h84 HETAS notification date self-corrected",
    branch: ["when did the HETAS notification go in for Garth House?", "12 May, same day as we commissioned it."],
    parent: [
      "HETAS notification for Garth House submitted 11 May — sorry, typo, 12/05, the day we commissioned it. Cert will post out to the Mortons.",
    ],
    conflicts: [],
    paraphrases: [["12 May", "12/05"]],
    shapes: ["correction", "paraphrase"],
  },

  // ---------------------------------------------------------------- list
  {
    name: "h84 van restock list",
    branch: [
      "what's on the restock list for van 3?",
      "4 x 22mm compression tees, 2 x auto air vents, 6 x 15mm isolation valves, 1 x tin of flux, 2 x filling loops.",
    ],
    parent: [
      "VAN 3 RESTOCK — pick from stores Fri\n4 x 22mm comp tee\n2 x AAV\n8 x 15mm isolating valve\n1 x flux\n2 x filling loop\nSigned out: Leon",
    ],
    conflicts: [["6 x 15mm isolation valves", "8 x 15mm isolating valve"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h84 breakdown parts order",
    branch: [
      "what did we order for the Okonkwo breakdown?",
      "Grundfos UPS2 pump, a 3-port mid-position valve and a pair of pump valves. Should come tomorrow before noon.",
    ],
    parent: [
      "Order ack — Hallam Trade Supplies\nAcc KERR01\n1 x Grundfos UPS3 15-50/65 pump\n1 x Honeywell V4073A 3-port valve 22mm\n1 x pair 22mm full bore pump valves\nDelivery: next day AM (by 12:00)\nRef: OKONKWO",
    ],
    conflicts: [["Grundfos UPS2", "Grundfos UPS3"]],
    paraphrases: [["before noon", "by 12:00"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h84 sweep van kit reordered",
    branch: [
      "what kit goes in the van for the Hebden sweeps?",
      "Rods, the 16-inch brush, the vac, dust sheets, the camera, the bird-guard cowl and smoke pellets.",
    ],
    parent: ['Van checklist (sweeps): camera, smoke pellets, vac, rods, dust sheets, bird-guard cowl, 16" brush'],
    conflicts: [],
    paraphrases: [["16-inch brush", '16" brush']],
    shapes: ["list", "paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words
  {
    name: "h84 two branches of one letting agent",
    branch: [
      "what's the account set-up for Harbour Lettings Northgate?",
      "Account HL-N, 10% trade discount, invoices to northgate@harbourlettings.co.uk, thirty-day terms.",
    ],
    parent: [
      "Harbour Lettings Eastfield — new trade account\nAccount: HL-E\nDiscount: 5%\nTerms: 14 days\nInvoices to: eastfield@harbourlettings.co.uk",
      "Harbour Lettings Northgate — no change, same as before: 30 days, ten percent off",
    ],
    conflicts: [],
    paraphrases: [
      ["10% trade discount", "ten percent off"],
      ["thirty-day terms", "30 days"],
    ],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h84 Mr Patel and Mr Patil on Birch",
    branch: [
      "when are we servicing Mr Patel's boiler on Birch Road?",
      "Wednesday at 1pm, 14 Birch Road. It's the old Potterton.",
    ],
    parent: [
      "New booking: Mr R. Patil, 41 Birch Close — breakdown, no hot water. Booked Wednesday 3pm. Boiler: Ideal Logic+ 30.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h84 lounge stove and kitchen range flues",
    branch: ["what size flue on the lounge stove at Rookery Barn?", "6 inch, so 150mm liner, 8 metres up to the pot."],
    parent: [
      'Rookery Barn survey — kitchen range: 5" flue, 125mm liner, approx 6.5m run to the pot. Lounge stove is on the separate chimney, measured last week.',
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h84 two flats' combis in one block",
    branch: [
      "what boiler's going in Flat 1 at Corporation Buildings?",
      "24kW combi, Vaillant ecoTEC plus, fitting on the 19th.",
    ],
    parent: [
      "Corporation Buildings — Flat 2: 30kW combi (bigger flat, two bathrooms), fitting 20th. Flat 2 tenant works nights, ring before 11.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h84 spring and autumn sweeps at one cottage",
    branch: [
      "how much soot came out of the Blackwoods' chimney in the spring sweep?",
      "About half a bucket, light and dry, no tar. That was in March.",
    ],
    parent: [
      "SWEEP RECORD — Blackwood, Ivy Cottage\nAutumn sweep 14/10: approx 2 buckets, some stage 2 creosote in the upper flue — advised burning drier wood, resweep in 6 months\nCert issued",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---------------------------------------------------------------- paraphrase
  {
    name: "h84 stove quote in words",
    branch: [
      "what's the figure for the Stovax install at Holm Lea?",
      "two thousand one hundred pounds, all in, register plate included.",
    ],
    parent: [
      "Quote Q-1203 — Holm Lea, Mr Ansari\nStovax Vogue Midi T, liner, register plate, hearth extension\nTotal: £2,100 inc VAT, valid 30 days",
    ],
    conflicts: [],
    paraphrases: [["two thousand one hundred pounds", "£2,100"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h84 boiler service time in words",
    branch: ["what time's the engineer coming to Mrs Lowther?", "Half past two Monday, it's Ryan."],
    parent: ["Booking confirmed: Mrs E. Lowther, 5 Quarry Hill — annual boiler service Monday 14:30 — Ryan"],
    conflicts: [],
    paraphrases: [["Half past two", "14:30"]],
    shapes: ["paraphrase"],
  },
];
