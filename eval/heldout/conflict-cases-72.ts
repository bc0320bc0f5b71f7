/**
 * Held-out merge-conflict pairs, set 72 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: small breweries, cideries and distilleries.
 *
 * Topics (one per case, 40 in all):
 *   close: mash-in time, Marches Pale OG, Dabinett ferment temperature, festival firkins, gin bottling
 *     strength, February duty payable, hazy dry-hop rate, Meet the Brewer doors, perry bottling day,
 *     still run 31 heads cut
 *   identifier: Red Lion PO number, Ludlow van registration, ESB yeast strain, VAT number written two ways
 *   negation: Fox & Hounds stout, Kingston Black pasteurisation, hired chiller, no dry hop on FV2 vs
 *     dry hop on FV4, Drovers Arms kegs vs casks
 *   multi: still run 31, Plough delivery day, cider fair venue, Monday brew plan, lager in BT2,
 *     WI distillery tour
 *   correction: cider fair venue, brewer's dinner venue, canning contractor, pallet collection moved
 *   paraphrase: mash-in time, Marches Pale OG, festival firkins, February duty payable, still run 31,
 *     cider fair venue, IPA #212 hop bill, VAT number, lager in BT2, WI distillery tour, pallet
 *     collection, mild ABV, brew length, tap takeover date
 *   shared-words: taproom vs beer garden capacity, last year's vs this year's pitch fee, FV2 vs FV5
 *     gravity, cask vs keg deposit, Medium cider vs Medium perry ABV, gin vs rum bottling, two pubs
 *     called the Bell
 *   list: IPA #212 hop bill, gin botanicals, Wednesday drops reordered, Saturday tap list reordered
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 5, multi 6,
 * correction 4, paraphrase 14, shared-words 7, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_72: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- planted conflicts (22)
  {
    name: "h72 mash-in time, quarter past seven vs 06:45",
    branch: [
      "What time are we mashing in on Friday? I need to tell the maltster's driver when the yard's free.",
      "According to the brew sheet you're mashing in at quarter past seven on Friday the 14th, with strike water at 74°C, and the yard should be clear once the sparge is done mid-morning.",
    ],
    parent: [
      "FRI 14/03 HOPFIELD BEST 10bbl\nHLT on 0500. MASH IN 06:45, strike 74C, rest 66C/60min. Sparge 0800-0915. Boil 90min. DB",
    ],
    conflicts: [["mashing in at quarter past seven", "MASH IN 06:45"]],
    paraphrases: [["Friday the 14th", "FRI 14/03"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h72 Marches Pale original gravity, 1.048 vs 1.046",
    branch: ["FV3 MARCHES PALE | KO 13:20 | OG 1.048 | US-05 pitched @ 19C | vol 16.2 hL | O2 8ppm"],
    parent: [
      "Can you confirm the Marches Pale numbers for the duty sheet?",
      "FV3 Marches Pale: knockout finished at 13:20, original gravity 1.046, and there are 1,620 litres in the vessel. Yeast was US-05.",
    ],
    conflicts: [["OG 1.048", "original gravity 1.046"]],
    paraphrases: [
      ["vol 16.2 hL", "1,620 litres"],
      ["KO 13:20", "knockout finished at 13:20"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h72 Dabinett ferment temperature, 14°C vs 12°C",
    branch: [
      "What temperature is the Dabinett in IBC 2 fermenting at? It's warm in the barn this week.",
      "Hold IBC 2 at 14°C for the primary. That's what Rhys set on the controller on Monday, and it keeps the M02 yeast clean without stalling.",
    ],
    parent: [
      "CELLAR LOG 10/11 — IBC2 Dabinett, 1000L, SG 1.058, SO2 50ppm added 09:00, yeast pitched 15:30 (MJ M02), controller set 12C. RE",
    ],
    conflicts: [["Hold IBC 2 at 14°C", "controller set 12C"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h72 festival firkins, eighteen vs 16",
    branch: [
      "How many firkins are we sending to Beer on the Wye?",
      "Eighteen firkins, all on the Thursday van, plus two pins of the mild for the judging table. Gemma wants them racked by 4pm so they can settle before Saturday.",
    ],
    parent: [
      "Festival drop confirmed with Gemma at Beer on the Wye: 16 firkins on Thursday plus 2 pins of mild for judging. Racked and stillaged by 4pm please.",
    ],
    conflicts: [["Eighteen firkins", "16 firkins"]],
    paraphrases: [["two pins of the mild", "2 pins of mild"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h72 gin bottling strength, 41.5% vs 42%",
    branch: [
      "BOTTLING SPEC — Ridgeway Dry Gin b.27 | reduce to 41.5% ABV | 70cl flint | 1,150 units | label rev C | Tue 08:00",
    ],
    parent: [
      "Ridgeway Dry batch 27 is going into 70cl at 42% ABV on Tuesday morning. Tom's already worked out the cutting water for that, and we're expecting about 1,150 bottles.",
    ],
    conflicts: [["41.5% ABV", "42% ABV"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h72 February duty payable, £3,412.60 vs £3,421.60",
    branch: [
      "What's going on this month's alcohol duty return?",
      "For February the return shows £3,412.60 payable, due by 15 March, with small producer relief already applied to the draught lines.",
    ],
    parent: ["Feb duty return done: £3,421.60 to pay HMRC, SPR applied, due 15/03. I'll set up the payment Monday."],
    conflicts: [["£3,412.60", "£3,421.60"]],
    paraphrases: [
      ["15 March", "15/03"],
      ["small producer relief", "SPR"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h72 hazy dry-hop rate, 3.5 vs 4 g/L",
    branch: ["FV5 HAZY d4 — SG 1.014, 18C. Dry hop Citra/Mosaic 50:50 @ 3.5 g/L in at 10:00, rouse w/ CO2 15 min. PM"],
    parent: [
      "For the hazy in FV5, the dry hop rate is 4 g/L, half Citra and half Mosaic, going in on day 4. Rouse it with CO2 afterwards.",
    ],
    conflicts: [["@ 3.5 g/L", "dry hop rate is 4 g/L"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h72 Meet the Brewer doors, 18:30 vs 7pm",
    branch: [
      "Listing for the website: Meet the Brewer, Thursday 24 April. Doors at 18:30, Ellie's talk at 19:15, tickets £12 including a third of each of the four beers.",
    ],
    parent: [
      "Poster proof is back for Meet the Brewer: Thu 24 April, doors 7pm, £12 a ticket with a tasting flight. Can someone check it before it goes to the printer?",
    ],
    conflicts: [["Doors at 18:30", "doors 7pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h72 perry bottling run, Wednesday 12 vs Thursday 13 March",
    branch: [
      "When's the perry getting bottled?",
      "The perry's bottling run is Wednesday 12 March with Wye Valley Mobile Bottling: about 2,400 x 500ml, and they want the tank chilled to 2°C the night before.",
    ],
    parent: [
      "BOTTLING — perry, mobile bottler booked Thursday 13 March, 2,400 x 500ml. Arrive 07:00, need power on yard socket. RE",
    ],
    conflicts: [["Wednesday 12 March", "Thursday 13 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h72 still run 31: charge and hearts agree, heads cut 82% vs 84%",
    branch: [
      "STILL RUN 31 — charge 250 L @ 45% ABV, heads cut at 82%, hearts to 68%, tails to feints tank. 07:10–15:40. JW",
    ],
    parent: [
      "Run 31 went fine: 250 litres charged at 45%, heads cut at 84%, hearts collected down to 68%, and the tails went into the feints tank.",
    ],
    conflicts: [["heads cut at 82%", "heads cut at 84%"]],
    paraphrases: [["250 L", "250 litres"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "h72 Red Lion purchase order number, PO-4471 vs PO-4417",
    branch: [
      "ORDERS 06/05 — Red Lion Kington: ref PO-4471, 4 x 50L Border Lager, 2 x firkin Best, deliver Tue. Invoice to Marches Inns.",
    ],
    parent: [
      "Red Lion's purchase order came through from Marches Inns, number PO-4417: four 50-litre kegs of Border Lager and two firkins of Best for Tuesday.",
    ],
    conflicts: [["PO-4471", "PO-4417"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h72 Ludlow van registration, LK19 HBW vs LK69 HBW",
    branch: [
      "Which van is doing the Ludlow run on Friday?",
      "The white Transit, registration LK19 HBW. It's the one on Mark's insurance, and the tail lift was serviced last month.",
    ],
    parent: ["VAN ROTA FRI — Ludlow: Mark, white Transit LK69 HBW. Vivaro in for MOT, don't book it."],
    conflicts: [["LK19 HBW", "LK69 HBW"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h72 ESB yeast strain, WLP002 vs WLP007",
    branch: [
      "Which yeast went into the ESB?",
      "The ESB in FV1 was pitched with WLP002 English Ale, two pouches for the 10 barrels, at 18°C.",
    ],
    parent: ["FV1 ESB 11/06 KO 14:05, OG 1.052, pitched WLP007 x2 @ 18C, O2 45s. DB"],
    conflicts: [["WLP002", "WLP007"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h72 Fox & Hounds oatmeal stout, will take vs won't take",
    branch: [
      "Is the Fox & Hounds taking the oatmeal stout this week?",
      "Yes, they'll take one firkin of the oatmeal stout on Wednesday's drop, along with their usual two of Hopfield Best.",
    ],
    parent: ["DELIVERY NOTES 05/03 — Fox & Hounds: NO stout this wk (cellar full), 2 x Best only, Weds. Kerry"],
    conflicts: [["they'll take one firkin of the oatmeal stout", "NO stout this wk"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h72 Kingston Black pasteurisation, won't vs will",
    branch: [
      "Are we pasteurising the single-variety Kingston Black?",
      "No, we won't pasteurise the Kingston Black. It's fermented fully dry, so it goes out still in 75cl with no back-sweetening.",
    ],
    parent: [
      "Kingston Black single variety: bottling Monday into 75cl, and it's getting pasteurised after bottling, 20 minutes at 65°C in the tunnel.",
    ],
    conflicts: [["we won't pasteurise the Kingston Black", "getting pasteurised after bottling"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h72 Plough delivery, same order but Thursday vs Friday",
    branch: ["PLOUGH (CLUN) — 6 x firkin Best, 2 x 30L lager, 1 x 20L Dry cider. Deliver Thurs AM, empties back."],
    parent: [
      "The Plough at Clun want 6 firkins of Best, two 30-litre kegs of lager and a 20-litre box of the Dry, Friday morning please, and can we collect their empties.",
    ],
    conflicts: [["Deliver Thurs AM", "Friday morning"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "h72 cider fair venue corrected, Worcester vs Hereford",
    branch: [
      "Can you draft the stall booking email?",
      "Done: it confirms our stall at the Three Counties Cider Fair on Saturday 14 June at Worcester Racecourse, with 10 boxes of each cider and a 3m gazebo.",
    ],
    parent: [
      "Correction to my earlier message: the Cider Fair is at Hereford Racecourse this year, not Worcester. Still Saturday 14 June, still ten boxes of each, gazebo 3m.",
    ],
    conflicts: [["at Worcester Racecourse", "at Hereford Racecourse"]],
    paraphrases: [["10 boxes of each", "ten boxes of each"]],
    shapes: ["correction", "multi", "paraphrase"],
  },
  {
    name: "h72 Monday brew plan, hired chiller not needed vs still needed",
    branch: [
      "Monday plan: Priya brews the porter into FV4, the keg washer is working again, and we won't need the hired chiller this week.",
    ],
    parent: [
      "MON — Priya: porter → FV4. Keg washer OK. Glycol unit still down so we will still need the hired chiller. Hire co. delivering Sun pm.",
    ],
    conflicts: [["won't need the hired chiller", "will still need the hired chiller"]],
    paraphrases: [],
    shapes: ["multi", "negation"],
  },
  {
    name: "h72 brewer's dinner venue, taproom vs Queen's Head",
    branch: [
      "Menu's drafted for the brewer's dinner on 9 May: five courses, each paired with one of our beers, 40 covers, £55 a head. It's in the taproom, so we'll borrow trestle tables from the village hall.",
    ],
    parent: [
      "Actually, we've moved the brewer's dinner to the Queen's Head in Bromyard: same date, 9 May, still 40 covers at £55. They've got a proper kitchen, which makes five courses a lot easier.",
    ],
    conflicts: [["It's in the taproom", "to the Queen's Head in Bromyard"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h72 canning contractor, Hop & Fill vs Canline",
    branch: [
      "Update on the canning run: it's now with Hop & Fill from Leeds rather than Canline, still on 3 April, 6,000 cans of Marches Pale in 440ml.",
    ],
    parent: [
      "Canline have confirmed they're doing our canning run on 3 April: 6,000 x 440ml Marches Pale, lids and trays on their side.",
    ],
    conflicts: [["with Hop & Fill from Leeds", "Canline have confirmed"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h72 IPA #212 hop bill, Citra vs Amarillo in the whirlpool",
    branch: ["BREW #212 WCIPA 10bbl — Columbus 60', Centennial 10', Simcoe + Citra whirlpool 20' @ 80C. IBU calc 62."],
    parent: [
      "For brew 212 the hop bill is Columbus at 60, Centennial at 10, and Simcoe plus Amarillo in the whirlpool. Aiming for about 62 IBU.",
    ],
    conflicts: [["Simcoe + Citra whirlpool", "Simcoe plus Amarillo"]],
    paraphrases: [["Columbus 60'", "Columbus at 60"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h72 gin botanical list, lemon peel vs pink grapefruit peel",
    branch: [
      "What's in the Ridgeway Dry botanical bill?",
      "Seven botanicals: juniper, coriander seed, angelica root, orris, cassia, liquorice and lemon peel, all macerated overnight in the pot.",
    ],
    parent: [
      "Ridgeway Dry botanicals for the spec sheet: juniper, coriander seed, angelica root, orris, cassia, liquorice, pink grapefruit peel. Overnight maceration.",
    ],
    conflicts: [["liquorice and lemon peel", "pink grapefruit peel"]],
    paraphrases: [],
    shapes: ["list"],
  },

  // ---------------------------------------------------------------- no conflict (18)
  {
    name: "h72 VAT number with and without spaces (same identifier)",
    branch: [
      "Marches Inns' accounts team want our VAT number on the invoice for PO-5102.",
      "Our VAT registration is GB 284 6621 93. I've added it under the bank details on the invoice template.",
    ],
    parent: ["Invoice template footer now reads: Hopfield Brewery Ltd, Company No. 09811432, VAT GB284662193."],
    conflicts: [],
    paraphrases: [["GB 284 6621 93", "GB284662193"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h72 no dry hop on FV2, dry hop on FV4 (different vessels)",
    branch: [
      "Are we dry hopping the bitter?",
      "No, we won't be dry hopping FV2. The Hopfield Best is a straight bitter and Dan wants it on the finings by Thursday.",
    ],
    parent: [
      "CELLAR 22/07 — FV4 Summer Pale SG 1.011, dry hop 2kg Cascade Tue 09:00. FV2 Best SG 1.010, crash Wed, finings Thurs.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h72 Drovers Arms can't take kegs but can take casks",
    branch: [
      "The Drovers Arms can't take kegs: there's no keg coupler on their bar, so don't put any lager on their drop.",
    ],
    parent: ["PHONE 11:20 Drovers Arms — can take 3 x firkin Fri (2 Best, 1 Porter) + pump clip for the porter pls."],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h72 lager in BT2: gravity, carbonation and kegging day all agree",
    branch: ["BT2 BORDER LAGER — FG 1.008, 2.6 vols CO2, 0C, keg Thurs 07:30. 38 x 30L planned."],
    parent: [
      "How's the lager in BT2?",
      "Border Lager in BT2 finished at 1.008 and it's carbonated to 2.6 volumes at zero degrees; kegging is Thursday at half seven, about thirty-eight 30-litre kegs.",
    ],
    conflicts: [],
    paraphrases: [
      ["keg Thurs 07:30", "kegging is Thursday at half seven"],
      ["38 x 30L", "thirty-eight 30-litre kegs"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h72 WI distillery tour, all details agree",
    branch: [
      "Booked: Leominster WI, 24 people, Sat 17 May at 2pm, tour and tasting at £18 each, minibus parking in the top yard.",
    ],
    parent: [
      "Distillery tour for the WI on 17 May confirmed: twenty-four guests at 14:00, £18 per head including the tasting. Their minibus can use the top yard.",
    ],
    conflicts: [],
    paraphrases: [
      ["24 people", "twenty-four guests"],
      ["2pm", "14:00"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h72 pallet collection moved to Friday 2pm, parent's correction agrees",
    branch: ["We moved the Palletways collection to Friday, 2pm, because the labels for the Dry came in late."],
    parent: [
      "Correction to this morning's note: Palletways collection is Friday at 14:00, not Thursday. Two pallets, 120 cases of Dry cider.",
    ],
    conflicts: [],
    paraphrases: [["Friday, 2pm", "Friday at 14:00"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h72 Wednesday drops, same three pubs in another order",
    branch: ["WED ROUTE — Swan (Knighton), Bell Inn (Presteigne), Old Cross Tavern (Kington). Van 2. Leave 08:00."],
    parent: [
      "Wednesday's van is doing the Old Cross Tavern in Kington, the Bell Inn at Presteigne and the Swan at Knighton, leaving the yard at 8.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h72 Saturday tap list, same six lines reordered",
    branch: [
      "What's on the taps Saturday?",
      "Six lines: Hopfield Best, Marches Pale, Border Lager, the oatmeal stout, Dry cider and the guest from Ledbury Brewing.",
    ],
    parent: ["SAT TAPS: 1 Border Lager / 2 Marches Pale / 3 Best / 4 Ledbury guest / 5 Oatmeal Stout / 6 Dry cider"],
    conflicts: [],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h72 taproom holds 80, beer garden 120 (different spaces)",
    branch: [
      "How many can we have in for the quiz night?",
      "The licence caps the taproom at 80 people inside, so we'll stop selling quiz tickets at 20 teams of four.",
    ],
    parent: [
      "For the summer festival the beer garden capacity is 120 under the licence, and the council want two stewards on the gate.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 festival pitch fee, last year's £150 and this year's £180",
    branch: ["Last year the Ludlow Food Festival pitch cost us £150 and we'd sold out of the Dry by Sunday lunchtime."],
    parent: ["Ludlow Food Festival have sent this year's invoice: the pitch fee is £180, payable by 31 July."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 FV2 at 1.012 and FV5 at 1.020 (different vessels)",
    branch: [
      "Is the Best ready to crash?",
      "FV2 Best d6 — SG 1.012 for the second day running, 19C. Yes, crash it tomorrow.",
    ],
    parent: ["FV5 HAZY d3 — SG 1.020, 20C, still a thick krausen. DH on d4."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 cask deposit £30 and keg deposit £45 (different containers)",
    branch: [
      "What deposit do we charge the Crown on containers?",
      "Casks carry a £30 deposit each, refunded when the empty comes back undamaged.",
    ],
    parent: [
      "Reminder for the new price list: keg deposit is £45 per keg, and we're dropping the deposit on polypins.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 Medium cider 5.5% and Medium perry 4.8% (different products)",
    branch: ["Label copy check: Orleton Medium Cider, 5.5% ABV, 500ml, contains sulphites."],
    parent: [
      "The Orleton Medium Perry label should say 4.8% ABV, 500ml, contains sulphites, and carry the new barcode 5060123450017.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 gin bottling Tuesday, rum bottling Thursday (different spirits)",
    branch: [
      "When's the next gin bottling?",
      "The gin bottling is Tuesday 3 June: 900 bottles of Ridgeway Dry at 42%.",
    ],
    parent: ["Spiced rum bottling is Thursday 5 June, 600 x 70cl, and we need the new shrink capsules in by then."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 two pubs called the Bell, different orders",
    branch: ["BELL (TANWORTH) — 3 x firkin Best, 1 x 30L lager. Wed drop."],
    parent: [
      "The Bell at Alderminster ordered 5 firkins of Best and 2 of the mild for Friday, and they'd like the invoice emailed to the landlady.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h72 mild ABV, 3.8% and three point eight per cent",
    branch: [
      "What ABV are we putting on the Hopfield Mild pump clip?",
      "3.8%: final gravity came in at 1.010 from an OG of 1.039.",
    ],
    parent: [
      "Spoke to the pump-clip printer; Hopfield Mild goes at three point eight per cent, same design as last year.",
    ],
    conflicts: [],
    paraphrases: [["3.8%", "three point eight per cent"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h72 brew length, 10 hL and 1,000 litres",
    branch: ["BREWHOUSE — length 10 hL cast-out, FV1-3 at 20 hL each, HLT 25 hL."],
    parent: [
      "So the new kit casts out 1,000 litres a brew, and each of the three fermenters takes two brews?",
      "Yes: 1,000 litres per brew, and two brews fill one fermenter.",
    ],
    conflicts: [],
    paraphrases: [["length 10 hL", "1,000 litres a brew"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h72 tap takeover date, Fri 9 May and 09/05",
    branch: [
      "Tap takeover at the Beer Emporium in Hereford is Fri 9 May. We're bringing eight lines and Ellie's doing the talk at 8pm.",
    ],
    parent: ["BEER EMPORIUM TTO 09/05 — 8 lines, Ellie talk 20:00, kegs out on the Thurs van."],
    conflicts: [],
    paraphrases: [
      ["Fri 9 May", "09/05"],
      ["8pm", "20:00"],
    ],
    shapes: ["paraphrase"],
  },
];
