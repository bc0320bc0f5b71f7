/**
 * Held-out merge-conflict pairs, set 74 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: landscape gardeners, tree surgeons and garden centres (garden maintenance rounds, tree work quotes and permits, planting schemes, plant and compost orders, equipment hire).
 *
 * Topics (one per case, 40 in all):
 *   close: oak crown reduction price; school mowing start time; soil improver bulk bags; stump grinder hire length;
 *     beech hedge planting density; Christmas tree delivery date; leylandii felling count; turf price per m2;
 *     highway crown lift clearance; maintenance contract hours per visit
 *   identifier: plant order PO number; tipper van registration; TPO refs for two trees (no conflict);
 *     stolen chainsaw serial (no conflict)
 *   negation: walnut TPO consent; logs left or removed; Sunday delivery; mini digger operator;
 *     conservation area status (no conflict); frost planting roses vs box (no conflict)
 *   correction: road closure date; facilities contact name; tulip bulb quantity
 *   multi: farm hedge flailing; marquee lawn prep (no conflict); courtyard planting scheme;
 *     hire kit for clearance (no conflict); Monday round (no conflict); allotment soil tests (no conflict)
 *   list: herbaceous border plant list; storm clean-up kit list (no conflict); entrance vs terrace bedding (no conflict);
 *     compost delivery check-in (no conflict)
 *   shared-words: two Patels on Rose Hill (no conflict); golf club leaf clearance last year vs this (no conflict);
 *     churchyard tree heights (no conflict); mini digger vs 3t digger rates (no conflict);
 *     TPO application vs s211 notice periods (no conflict)
 *   paraphrase: garden centre opening hours (no conflict); Scots pine measurements (no conflict)
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 6, multi 7,
 * correction 4, paraphrase 26, shared-words 9, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_74: HeldOutConflictCase[] = [
  // ---- close ----
  {
    name: "h74 oak crown reduction price, £1,850 vs £1,580",
    branch: [
      "Quote sheet - 14 Beech Grove, Mrs Okafor. T1 oak rear boundary: crown reduction approx 25%, deadwood, chip & remove arisings. 2 climbers + groundie, 1 day. Price £1,850 + VAT.",
      "Sent the quote over to Mrs Okafor this morning, she wants it done before the nesting season.",
    ],
    parent: [
      "Mrs Okafor rang, happy to go ahead with the oak at £1,580 + VAT, asked if we can do w/c 10 Feb.",
      "Fine, pencil her in for w/c 10 Feb, one day, two climbers and a groundsman.",
    ],
    conflicts: [["Price £1,850", "oak at £1,580"]],
    paraphrases: [
      ["2 climbers + groundie", "two climbers and a groundsman"],
      ["1 day", "one day"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 school mowing start, 07:30 vs 7.45am",
    branch: [
      "Thursday round: Greenhill Primary first, crew on site 07:30 so we're off the field before the kids are out at break.",
      "Caretaker is Dave Pryce, he'll unlock the back gate for the ride-on.",
    ],
    parent: [
      "Confirmed with Greenhill Primary, crew on site for 7.45am Thursday, Dave Pryce is opening the back gate for us.",
    ],
    conflicts: [["crew on site 07:30", "crew on site for 7.45am"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h74 soil improver order, 12 vs 14 bulk bags",
    branch: [
      "Order for the Hadley Road scheme from Melcourt: peat-free soil improver x12 bulk bags, delivery Tues 4 March, drop on the drive.",
      "Melcourt confirmed Tuesday delivery, they need someone on site to sign.",
    ],
    parent: [
      "Just checked the Hadley Road sheet - we've got 14 bulk bags of soil improver coming Tuesday 4th March, Kieran will be there to sign for it.",
    ],
    conflicts: [["soil improver x12 bulk bags", "14 bulk bags of soil improver"]],
    paraphrases: [["Tues 4 March", "Tuesday 4th March"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 stump grinder hire length, 2-day vs 3-day",
    branch: ["Stump grinder from Speedy Hire, Carrick Lane depot, 2-day hire starting Weds, £142 + VAT the lot."],
    parent: ["Speedy have us down for the stump grinder, 3-day hire from Wednesday, pick up from Carrick Lane."],
    conflicts: [["2-day hire", "3-day hire"]],
    paraphrases: [["starting Weds", "from Wednesday"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 beech hedge planting density, 5 vs 6 per metre",
    branch: [
      "Planting spec, Orchard Cottage boundary: bare-root beech whips 60-80cm, double staggered row, 5 per m, approx 38m run.",
      "Client OK with that, wants it in before Christmas if the ground isn't frozen.",
    ],
    parent: [
      "Orchard Cottage hedge: going with beech whips, 60 to 80 cm, double staggered, 6 per metre along the 38 metre boundary.",
    ],
    conflicts: [["5 per m", "6 per metre"]],
    paraphrases: [
      ["60-80cm", "60 to 80 cm"],
      ["approx 38m run", "38 metre boundary"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 Christmas tree delivery, Mon 24 Nov vs Monday 17 November",
    branch: [
      "Christmas tree order placed with Ballyhoura Forest Farms: 120 Nordmann fir 150-175cm, netted, arriving Mon 24 Nov on one artic.",
      "Great, I'll get the yard cleared by the weekend before.",
    ],
    parent: [
      "Ballyhoura rang to confirm the hundred and twenty netted Nordmanns, lorry due Monday 17 November, 150-175cm as ordered.",
    ],
    conflicts: [["arriving Mon 24 Nov", "lorry due Monday 17 November"]],
    paraphrases: [["120 Nordmann fir", "hundred and twenty netted Nordmanns"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 leylandii felling count, 3 vs 4",
    branch: [
      "Marsh Lane, Mr & Mrs Doyle: fell x3 leylandii approx 12m, grind stumps, logs left stacked by shed. No TPO, not in conservation area.",
      "Booked for 19/03, Marek and Jonno.",
    ],
    parent: [
      "Correction on the Doyles at Marsh Lane - it's four leylandii coming down, not three. Still grinding the stumps, logs stacked by the shed, 19 March with Marek and Jonno.",
    ],
    conflicts: [["fell x3 leylandii", "four leylandii coming down"]],
    paraphrases: [["Booked for 19/03", "19 March"]],
    shapes: ["close", "correction", "paraphrase"],
  },
  {
    name: "h74 turf supply and lay rate, £12.50 vs £12.75 per m2",
    branch: [
      "Turf quote, 7 Linden Close: strip old lawn, rotavate, level, lay Rolawn Medallion. Approx 85 m2 @ £12.50/m2 supplied & laid.",
      "She asked if that includes topsoil - told her yes, 2 bulk bags included.",
    ],
    parent: [
      "Linden Close lawn is a go. Confirmed 85 square metres of Medallion turf at £12.75 per m2 laid, topsoil included.",
    ],
    conflicts: [["£12.50/m2", "£12.75 per m2"]],
    paraphrases: [["85 m2", "85 square metres"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 highway crown lift clearance, 5.2m vs 5.5m",
    branch: [
      "Council verge lime outside 22 Station Rd - highways want crown lift to 5.2m over the carriageway, 2.5m over the footpath.",
      "Got it. Traffic management needed? - yes, Stop/Go boards, 2 operatives.",
    ],
    parent: [
      "Station Road lime: crown lift to 5.5m over the carriageway and 2.5 m over the pavement, Stop/Go boards booked.",
    ],
    conflicts: [["crown lift to 5.2m", "crown lift to 5.5m"]],
    paraphrases: [["2.5m over the footpath", "2.5 m over the pavement"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "h74 maintenance contract hours per visit, 4 hrs vs 5 hours",
    branch: [
      "Maintenance contract, The Old Rectory: fortnightly visits Apr-Oct, 4 hrs per visit x 2 gardeners, mow, edge, beds, hedge cut x2 per season.",
      "Rector's wife (Helen) happy with that, starts first week of April.",
    ],
    parent: [
      "Old Rectory contract signed - every other week April to October, two gardeners for 5 hours each visit, hedges cut twice a season.",
    ],
    conflicts: [["4 hrs per visit", "5 hours each visit"]],
    paraphrases: [
      ["fortnightly visits", "every other week"],
      ["x 2 gardeners", "two gardeners"],
      ["hedge cut x2 per season", "hedges cut twice a season"],
    ],
    shapes: ["close", "multi", "paraphrase"],
  },

  // ---- identifier ----
  {
    name: "h74 Hillier plant order number, PO 44817 vs PO 44871",
    branch: [
      "Hillier order for the Kingsmead planting: 30x Cornus sibirica 3L, 12x Viburnum tinus 10L, 5x Amelanchier lamarckii 12-14cm RB. Our PO 44817.",
      "Hillier acknowledged, delivery w/c 3 Nov.",
    ],
    parent: [
      "Kingsmead plants - Hillier invoice quotes PO 44871 for the Cornus, Viburnum and Amelanchier, delivering week commencing 3 November.",
    ],
    conflicts: [["PO 44817", "PO 44871"]],
    paraphrases: [["w/c 3 Nov", "week commencing 3 November"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h74 tipper van registration, YK19 HVP vs YK19 HPV",
    branch: [
      "Tomorrow's crew: Sam and Ollie in the Transit tipper (reg YK19 HVP) towing the Timberwolf chipper, Ashby Woods job.",
      "Make sure the tipper's emptied at the green waste site tonight.",
    ],
    parent: ["Ashby Woods crew sorted - Sam and Ollie, Transit tipper reg YK19 HPV with the Timberwolf hitched up."],
    conflicts: [["reg YK19 HVP", "reg YK19 HPV"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "h74 TPO refs for two neighbouring trees, no conflict",
    branch: [
      "Checked the council map - the copper beech at 3 Fairfield Ave is covered by TPO/2019/014, so we need consent before we touch it.",
      "Application in via the Planning Portal, ref PP-12840331.",
    ],
    parent: [
      "The horse chestnut next door at 5 Fairfield Ave is under a separate order, TPO/2021/007, but that's not our job.",
      "Planning Portal ref for the beech is PP-12840331, council says 8 weeks for a decision.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "h74 stolen chainsaw serial written two ways, no conflict",
    branch: [
      "Lost/stolen report for the insurers: Stihl MS 261 C-M, serial 184 512 903, taken from the van at Elm Park Sunday night.",
      "Police crime ref 47/22198/25.",
    ],
    parent: ["Insurer form done - saw model MS261 C-M, s/n 184512903, crime reference 47/22198/25 from the police."],
    conflicts: [],
    paraphrases: [
      ["serial 184 512 903", "s/n 184512903"],
      ["Stihl MS 261 C-M", "MS261 C-M"],
    ],
    shapes: ["identifier", "paraphrase"],
  },

  // ---- negation ----
  {
    name: "h74 walnut TPO consent, granted vs refused",
    branch: [
      "Any news from the council on the Walnut Tree Farm application?",
      "Yes - email today, consent granted for the 30% crown reduction on the walnut, condition is works outside bird nesting season.",
    ],
    parent: [
      "Walnut Tree Farm: council have refused consent for the crown reduction on the walnut, they'll only allow deadwooding.",
    ],
    conflicts: [["consent granted for the 30% crown reduction", "refused consent for the crown reduction"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h74 felled timber, left on site vs taken away",
    branch: [
      "Ferndale job: client wants the logs, so we're leaving the timber on site, cut to 40cm rings.",
      "Brash chipped and taken away as normal.",
    ],
    parent: [
      "Spoke to Mr Anand at Ferndale, he doesn't want the timber after all - we're taking the logs away, brash chipped and removed too.",
    ],
    conflicts: [["leaving the timber on site", "taking the logs away"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h74 garden centre Sunday delivery, yes vs no",
    branch: [
      "Customer asking if we can deliver the 3 raised bed kits and 20 bags of multipurpose on Sunday to Hollins Lane.",
      "Yes, Sunday delivery is fine, van's going out that way anyway, £15 charge.",
    ],
    parent: [
      "Hollins Lane order - told her we don't do Sunday deliveries, booked it for Monday instead, £15 delivery, 3 raised bed kits + 20 bags multipurpose.",
    ],
    conflicts: [["Sunday delivery is fine", "we don't do Sunday deliveries"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h74 mini digger hire, with operator vs without",
    branch: [
      "1.5t mini digger for the pond dig at Clearwater House - hire from Lloyds, comes with an operator, Mon-Tues, £390 the two days.",
      "Access is through the side gate, 1.2m wide, digger fits.",
    ],
    parent: [
      "Lloyds confirmed the 1.5 tonne mini digger for Clearwater, Monday and Tuesday, it doesn't come with an operator so Pete will drive it.",
    ],
    conflicts: [["comes with an operator", "doesn't come with an operator"]],
    paraphrases: [
      ["1.5t mini digger", "1.5 tonne mini digger"],
      ["Mon-Tues", "Monday and Tuesday"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h74 sycamore site not in conservation area, no conflict",
    branch: [
      "Is 9 Millbrook Road in the conservation area? Need to know before we quote the sycamore.",
      "No - it's not in the conservation area and there's no TPO on it, checked the council map.",
    ],
    parent: [
      "Millbrook Road sycamore: property falls outside the conservation boundary, no preservation order either, so no notice needed. Quote going out at £640.",
    ],
    conflicts: [],
    paraphrases: [
      ["not in the conservation area", "outside the conservation boundary"],
      ["no TPO on it", "no preservation order"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h74 frost day, roses won't be planted but box will, no conflict",
    branch: [
      "Frost on Tues - are we still planting at Kingfisher Court?",
      "We won't plant the bare-root roses Tuesday, ground's too hard, pushed them to Thursday.",
    ],
    parent: [
      "Kingfisher Court Tuesday: we will plant the potted box balls and the lavender as planned, they're fine in frost, roses moved to Thursday.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },

  // ---- correction ----
  {
    name: "h74 road closure for poplar felling, Sun 6 April vs Sunday 13 April",
    branch: [
      "Road closure for the Queens Avenue poplars: council permit for Sun 6 April, 08:00-16:00.",
      "I'll tell the residents with a letter drop on Monday.",
    ],
    parent: [
      "Correction from the council - the Queens Avenue closure is now Sunday 13 April, same hours, 8am till 4pm.",
    ],
    conflicts: [["Sun 6 April", "Sunday 13 April"]],
    paraphrases: [["08:00-16:00", "8am till 4pm"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "h74 grounds contract site contact, Gareth vs Gavin Lewis",
    branch: [
      "Park Farm Business Centre grounds contract - site contact is Gareth Lewis, facilities, he holds the gate fob.",
      "Mowing Wednesdays from May.",
    ],
    parent: [
      "Small correction for the Park Farm sheet: facilities contact is Gavin Lewis - I had his first name wrong. Mowing Wednesdays from May.",
    ],
    conflicts: [["site contact is Gareth Lewis", "facilities contact is Gavin Lewis"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h74 park tulip bulb quantity, 750 vs 500",
    branch: [
      "Bulb order Marlow Park beds: Narcissus 'Tete-a-Tete' x2000, Tulip 'Ballerina' x750, Allium 'Purple Sensation' x300. From Peter Nyssen.",
      "Order placed, arriving end of September.",
    ],
    parent: [
      "Update on the Marlow Park bulbs - I mis-typed, Tulip Ballerina should be 500, not 750. Narcissus and Allium unchanged, Nyssen delivery end of September.",
    ],
    conflicts: [["Tulip 'Ballerina' x750", "Tulip Ballerina should be 500"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---- multi ----
  {
    name: "h74 farm hedge flailing price, £420 vs £460",
    branch: [
      "Hedge cutting for Brook Farm: 180m of hawthorn, tractor flail, Tues 2 Sept, £420 + VAT.",
      "Farmer says leave the field gate open when done.",
    ],
    parent: [
      "Brook Farm hedges booked: 180 metres of hawthorn with the flail on Tuesday 2nd September for £460 + VAT.",
    ],
    conflicts: [["£420 + VAT", "£460 + VAT"]],
    paraphrases: [
      ["180m of hawthorn", "180 metres of hawthorn"],
      ["Tues 2 Sept", "Tuesday 2nd September"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h74 marquee lawn prep all agreeing, no conflict",
    branch: [
      "Wedding marquee lawn prep at Hartwell Manor - scarify, mow to 25mm, mark out 12m x 24m, all done by Friday 5pm.",
      "Marquee firm arrive Saturday 7am.",
    ],
    parent: [
      "Hartwell Manor: lawn mown to 25mm, scarified and the 12m x 24m area marked out, marquee crew arrive 7 o'clock Saturday morning.",
    ],
    conflicts: [],
    paraphrases: [["Saturday 7am", "7 o'clock Saturday morning"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h74 courtyard scheme amelanchier height, 2.5m vs 3m",
    branch: [
      "Courtyard scheme for Dr Hussain: 3x Acer palmatum 'Bloodgood' 80-100cm in 35L pots, 9x Hakonechloa 2L, 1x multi-stem Amelanchier 2.5m. Install Thurs 15th.",
    ],
    parent: [
      "Dr Hussain's courtyard: three Bloodgood acers at 80-100cm in 35 litre pots, nine Hakonechloa in 2L, and the multi-stem Amelanchier at 3m, install Thursday the 15th.",
    ],
    conflicts: [["multi-stem Amelanchier 2.5m", "multi-stem Amelanchier at 3m"]],
    paraphrases: [
      ["3x Acer palmatum 'Bloodgood'", "three Bloodgood acers"],
      ["35L pots", "35 litre pots"],
      ["9x Hakonechloa", "nine Hakonechloa"],
      ["Thurs 15th", "Thursday the 15th"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h74 clearance hire kit all agreeing, no conflict",
    branch: [
      "Equipment hire for Saturday's clearance at Rowan Drive: 2x petrol hedge trimmers, 1x brushcutter, 1x 6in chipper, collect Fri 16:00 from Brandon Hire.",
      "Deposit is £150 on the card.",
    ],
    parent: [
      "Brandon Hire booked: two petrol hedge trimmers, a brushcutter and a six-inch chipper for Rowan Drive, pick up Friday 4pm, £150 deposit taken.",
    ],
    conflicts: [],
    paraphrases: [
      ["2x petrol hedge trimmers", "two petrol hedge trimmers"],
      ["1x 6in chipper", "six-inch chipper"],
      ["collect Fri 16:00", "pick up Friday 4pm"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h74 Monday maintenance round, no conflict",
    branch: [
      "Monday: Fletcher's front garden 09:00-12:00, mow + edge + weed, then Carlisle St allotment clearance 13:00 till done, 2 of us.",
    ],
    parent: [
      "Monday Fletchers 9 till 12 for mow, edges and weeding, then the Carlisle Street allotment after lunch at 1pm, two-man job.",
    ],
    conflicts: [],
    paraphrases: [
      ["09:00-12:00", "9 till 12"],
      ["13:00", "1pm"],
      ["2 of us", "two-man job"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h74 allotment soil tests for two plots, no conflict",
    branch: ["Soil test results for the Wrenfield allotments: pH 6.5, low potassium, organic matter 4%, plot 12."],
    parent: [
      "Wrenfield plot 12 came back pH 6.5 with low K and 4% organic matter; plot 14 is pH 7.2 with normal potassium.",
    ],
    conflicts: [],
    paraphrases: [["low potassium", "low K"]],
    shapes: ["multi", "shared-words", "paraphrase"],
  },

  // ---- list ----
  {
    name: "h74 herbaceous border plant list, Echinacea vs Rudbeckia",
    branch: [
      "Herbaceous border, Greenacres: Nepeta 'Walker's Low', Salvia 'Caradonna', Geranium 'Rozanne', Stipa tenuissima, Echinacea purpurea - all 2L, 9 of each.",
      "Client loves it, order them.",
    ],
    parent: [
      "Greenacres border order sent: 9 each in 2L of Geranium 'Rozanne', Nepeta 'Walker's Low', Salvia 'Caradonna', Stipa tenuissima and Rudbeckia 'Goldsturm'.",
    ],
    conflicts: [["Echinacea purpurea", "Rudbeckia 'Goldsturm'"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h74 storm clean-up kit list reordered, no conflict",
    branch: [
      "Kit list for the Beaumont Park storm clean-up: chipper, 2 chainsaws, pole saw, rigging kit, winch, first aid kit.",
    ],
    parent: [
      "Beaumont Park van loaded - winch, rigging kit, pole saw, two chainsaws, the chipper and first aid kit all on.",
    ],
    conflicts: [],
    paraphrases: [["2 chainsaws", "two chainsaws"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h74 entrance planters vs cafe troughs bedding, no conflict",
    branch: [
      "Seasonal bedding for the front of the garden centre: violas, pansies, cyclamen and heuchera, in the 3 big planters by the entrance.",
    ],
    parent: [
      "Cafe terrace troughs: going with cyclamen, heuchera, skimmia and ivy. Violas stay in the entrance planters as agreed.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["list", "shared-words"],
  },
  {
    name: "h74 compost delivery checked in reordered, no conflict",
    branch: [
      "Compost order for the shop, from the Westland rep: 60x Multi-Purpose 50L, 40x John Innes No.2 35L, 25x ericaceous 50L, 30x farmyard manure 50L.",
    ],
    parent: [
      "Westland delivery checked in: farmyard manure 30 bags, ericaceous 25, JI No.2 40 and the multipurpose 60, all sizes as ordered.",
    ],
    conflicts: [],
    paraphrases: [
      ["40x John Innes No.2", "JI No.2 40"],
      ["60x Multi-Purpose", "multipurpose 60"],
    ],
    shapes: ["list", "paraphrase"],
  },

  // ---- shared-words ----
  {
    name: "h74 two Patels on Rose Hill, different jobs, no conflict",
    branch: ["Mrs Patel at 4 Rose Hill wants her hedge cut Weds 10:00, privet approx 20m.", "Booked."],
    parent: ["Mr Patel at 14 Rose Hill wants his lawn treatment Weds at 14:00, feed & weed, approx 150 m2."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h74 golf club leaf clearance last year vs this year, no conflict",
    branch: [
      "What did we charge the Grange Golf Club for the autumn leaf clearance last year?",
      "2024 it was £2,400 for the lot, 4 visits.",
    ],
    parent: [
      "Grange Golf Club leaf clearance for this autumn quoted at £2,650, 4 visits, up because of the extra car park.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h74 churchyard tree heights, different trees, no conflict",
    branch: [
      "Survey notes, St Mary's churchyard: T3 yew approx 14m, good condition. T4 lime approx 22m, basal cavity, recommend reduction.",
    ],
    parent: [
      "St Mary's: the cedar by the lychgate (T7) is approx 18m, fine. T4 lime, 22 metres, cavity at the base - diocese have agreed to the reduction.",
    ],
    conflicts: [],
    paraphrases: [["T4 lime approx 22m", "T4 lime, 22 metres"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h74 digger day rates, 1.5t vs 3t machine, no conflict",
    branch: ["Hire rates from GAP for the Brindley Park job: 1.5t mini digger £120/day, tracked dumper £85/day."],
    parent: ["GAP quoted the 3t digger at £165 per day if we need the bigger one, and the 1.5t at £120 a day still."],
    conflicts: [],
    paraphrases: [["£120/day", "£120 a day"]],
    shapes: ["shared-words", "paraphrase"],
  },
  {
    name: "h74 TPO decision period vs s211 notice period, no conflict",
    branch: [
      "How long does the council take on the Lime Tree Walk application? It's the TPO'd oak.",
      "TPO application - they've got 8 weeks to decide.",
    ],
    parent: [
      "For the other Lime Tree Walk job, the birch in the conservation area, we just give 6 weeks' notice under Section 211, no TPO on that one.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },

  // ---- paraphrase ----
  {
    name: "h74 garden centre opening hours poster, no conflict",
    branch: [
      "What are Bloomfield Garden Centre's hours for the spring poster?",
      "Mon-Sat 9-6, Sunday 10:30-4:30 (Sunday trading rules).",
    ],
    parent: [
      "Poster draft: Bloomfield open Monday to Saturday 9am-6pm, Sundays 10.30am-4.30pm, cafe closes 30 mins before the shop.",
    ],
    conflicts: [],
    paraphrases: [
      ["Mon-Sat 9-6", "Monday to Saturday 9am-6pm"],
      ["Sunday 10:30-4:30", "Sundays 10.30am-4.30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h74 Scots pine measurements, no conflict",
    branch: [
      "Pre-quote notes, Whitecross Rd: Scots pine, DBH approx 65cm, leaning 10 deg towards the garage, ht approx 17m.",
      "Needs sectional dismantle, no room to fell.",
    ],
    parent: [
      "Whitecross Road pine: trunk is about 650mm across at chest height, roughly seventeen metres tall, leans toward the garage - dismantle in sections, can't be felled.",
    ],
    conflicts: [],
    paraphrases: [
      ["DBH approx 65cm", "650mm across at chest height"],
      ["ht approx 17m", "roughly seventeen metres tall"],
    ],
    shapes: ["paraphrase"],
  },
];
