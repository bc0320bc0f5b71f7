/**
 * Held-out merge-conflict pairs, set 56 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: research labs and university research groups (instrument bookings, sample shipments,
 * reagent orders, grant and ethics deadlines, conference submissions, visiting researchers).
 *
 * Topics (one per case, 40 in all):
 *   close: cryo-EM session start, antibody vial count, dry ice weight, visitor arrival date,
 *     abstract word limit, NMR hours, plasmid stock id, AlphaFold version, LN2 refill (negation),
 *     ethics amendment route (negation), centrifuge speed, internal grant deadline.
 *   multi: beamtime shifts, chemicals order, seminar room, mouse cohort age, sequencing read length,
 *     poster board number.
 *   correction: flow cytometer slot, serum sample count, ethics deadline, visiting student stay.
 *   paraphrase: lysate tubes in the freezer, kit invoice, mass spec handover, incubation protocol,
 *     workshop paper deadline, PBS volume, grant award, guest account, cell media, TEM booking,
 *     cold-chain shipment, collaborator call.
 *   shared-words: pipette calibration, consumables budget, two freezers, abstract vs registration,
 *     two confocals, filter tips ordered vs arrived.
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 3, negation 2, multi 6,
 * correction 4, paraphrase 12, shared-words 6, list 3.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_56: HeldOutConflictCase[] = [
  // ───────────────────────────── close (incl. identifier and negation) ─────────────────────────────
  {
    name: "h56 cryo-EM session start time",
    branch: [
      "who's on the Krios next wk?",
      "Us. Krios session starts Monday 08:00, 48 h block, grids are clipped and sitting in the storage dewar.",
      "nice, I'll bring the cassette down at 7:30",
    ],
    parent: ["krios blk confirmed by facility: Mon 09:00 start, two full days. Ioana is our operator"],
    conflicts: [["Krios session starts Monday 08:00", "Mon 09:00 start"]],
    paraphrases: [["48 h block", "two full days"]],
    shapes: ["close"],
  },
  {
    name: "h56 antibody vial count",
    branch: [
      "ordering the anti-GFP from Abcam today, how many?",
      "Three vials of the 100 µg size, on grant code R-4471 please. We burn through it with the westerns.",
    ],
    parent: ["PO raised, Abcam:\nanti-GFP 100 µg × 4\ncost code R-4471\nETA 3–5 working days"],
    conflicts: [["Three vials of the 100 µg size", "anti-GFP 100 µg × 4"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h56 dry ice weight for plasma shipment",
    branch: [
      "Shipping the plasma aliquots to Leiden on Tuesday. How much dry ice?",
      "Courier says 12 kg of dry ice covers a 72-hour transit in the big polystyrene box.",
      "ok ordering from stores",
    ],
    parent: ["DHL label printed for Leiden. Box marking: UN1845 Dry ice, 15 kg. Pickup Tues AM"],
    conflicts: [["12 kg of dry ice", "Dry ice, 15 kg"]],
    paraphrases: [["on Tuesday", "Pickup Tues"]],
    shapes: ["close"],
  },
  {
    name: "h56 visiting researcher arrival date",
    branch: [
      "When does Dr Okonkwo get here?",
      "She arrives on the fourteenth of March and stays until the end of May. Flying into Manchester.",
      "I'll sort guest wifi + desk 3.12",
    ],
    parent: [
      "Visitor form submitted to HR:\nName: Adaeze Okonkwo\nHost: J. Reid\nArrival: 16/03\nDeparture: 31/05\nDesk: 3.12",
    ],
    conflicts: [["arrives on the fourteenth of March", "Arrival: 16/03"]],
    paraphrases: [["until the end of May", "Departure: 31/05"]],
    shapes: ["close"],
  },
  {
    name: "h56 conference abstract word limit",
    branch: [
      "GRC abstract, what's the limit?",
      "The limit is three hundred words, title not counted, and it's due 1 Feb.",
    ],
    parent: [
      "Filling in the GRC portal now: abstract box says max 250 words (title excluded), submissions close February 1st. Trimming the intro.",
    ],
    conflicts: [["limit is three hundred words", "max 250 words"]],
    paraphrases: [["due 1 Feb", "February 1st"]],
    shapes: ["close"],
  },
  {
    name: "h56 NMR booking hours",
    branch: ["NMR 600 bkd Wed, 6h, Tomasz, for the 2D HSQC set", "👍 pls leave the probe at 298 K after"],
    parent: [
      "Weekly NMR sheet:\n| Day | Instrument | User | Hours |\n| Wed | 600 MHz | Tomasz | 8 |\n| Fri | 400 MHz | Lena | 2 |",
      "and yes, probe temp stays at 25 °C after Tomasz's run",
    ],
    conflicts: [["bkd Wed, 6h", "| Wed | 600 MHz | Tomasz | 8 |"]],
    paraphrases: [["298 K", "25 °C"]],
    shapes: ["close"],
  },
  {
    name: "h56 plasmid stock id in methods",
    branch: [
      "which construct went into the HEK transfection on the 3rd?",
      "pLV-EF1a-mCherry, stock pAK-0417 from -20 box 6, 2000 ng/well",
    ],
    parent: [
      "For the methods: HEK293T cells were transfected with pAK-0471 (pLV-EF1a-mCherry), 2 µg per well, Lipofectamine 3000.",
    ],
    conflicts: [["pAK-0417", "pAK-0471"]],
    paraphrases: [["2000 ng/well", "2 µg per well"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h56 structure prediction software version",
    branch: [
      "which AF version for the Fig 3 models? reviewer 2 asks",
      "The Fig 3 structures were predicted with AlphaFold 2.3.1, five models per target, on the A100 nodes.",
    ],
    parent: [
      "Methods updated: Fig 3 models generated with AF v2.3.2, 5 models/target, Amber relax on the top-ranked one.",
    ],
    conflicts: [["AlphaFold 2.3.1", "AF v2.3.2"]],
    paraphrases: [["five models per target", "5 models/target"]],
    shapes: ["close", "identifier"],
  },
  {
    name: "h56 liquid nitrogen refill this week",
    branch: [
      "LN2 delivery this wk?",
      "Yes, BOC will refill the 180 L dewar on Thursday morning, someone needs to be in to sign.",
      "I can sign, in from 8",
    ],
    parent: ["FYI BOC won't refill the dewar this Thu, their tanker's off the road. Next slot is Monday."],
    conflicts: [["BOC will refill the 180 L dewar", "BOC won't refill the dewar"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h56 ethics amendment review route",
    branch: [
      "Does adding the saliva samples mean a full committee review?",
      "Spoke to the REC office: the amendment will go to the full committee at the 9 October meeting.",
    ],
    parent: [
      "REC coordinator just replied: the saliva amendment will not go to full committee, it's chair's action. Decision expected within ten working days.",
    ],
    conflicts: [["the amendment will go to the full committee", "will not go to full committee"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h56 centrifuge speed for pellet prep",
    branch: ["pellet prep: spin @ 4000 g, 10 min, 4 °C, then decant", "same for the wash step?", "ya"],
    parent: [
      "Protocol v3, pellet prep: centrifuge at 4,500 × g for ten minutes at 4 °C, then decant and resuspend in 1 mL lysis buffer.",
    ],
    conflicts: [["spin @ 4000 g", "4,500 × g"]],
    paraphrases: [["10 min", "ten minutes"]],
    shapes: ["close"],
  },
  {
    name: "h56 internal grant draft deadline",
    branch: [
      "When's the internal deadline for the Wellcome Discovery application?",
      "Research office wants the full draft by 21 November so finance can cost the budget.",
    ],
    parent: [
      "RE: Wellcome Discovery — internal deadline 24 Nov (research office), funder deadline unchanged\n\nHi all, please send me your sections by then. Costings already started.",
    ],
    conflicts: [["full draft by 21 November", "internal deadline 24 Nov"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ───────────────────────────── multi ─────────────────────────────
  {
    name: "h56 synchrotron beamtime allocation",
    branch: [
      "Diamond sent the allocation: 3 shifts on I04, starting 2 June, 16 pucks max.",
      "who's packing the dewar?",
      "me + Sanjay",
    ],
    parent: [
      "Beamtime summary:\n• beamline I04\n• start 2nd of June\n• shifts: four\n• max 16 pucks\n• dewar must arrive 48 h before",
    ],
    conflicts: [["3 shifts on I04", "shifts: four"]],
    paraphrases: [["starting 2 June", "start 2nd of June"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h56 chemicals order line items",
    branch: [
      "Sigma order going in:\n- Tris base 1 kg\n- EDTA 500 g\n- DTT 5 g\n- Tween-20 500 mL",
      "add SDS?",
      "no, two tubs left",
    ],
    parent: [
      "Order confirmation from Sigma: Tris base 1000 g, EDTA 500 g, DTT 10 g, Tween-20 500 mL. Delivery Friday.",
    ],
    conflicts: [["DTT 5 g", "DTT 10 g"]],
    paraphrases: [["Tris base 1 kg", "Tris base 1000 g"]],
    shapes: ["multi", "list"],
  },
  {
    name: "h56 visiting speaker seminar room",
    branch: [
      "Prof. Lindqvist's visit: flies in Sunday, seminar Tuesday at 4pm in LT2, dinner after at Rasa.",
      "I'll book the table for 7",
    ],
    parent: [
      "Seminar poster text: Prof. Henrik Lindqvist (Uppsala), Tuesday 16:00, Lecture Theatre 3, 'Condensates in bacterial cell division'. All welcome.",
    ],
    conflicts: [["in LT2", "Lecture Theatre 3"]],
    paraphrases: [["Tuesday at 4pm", "Tuesday 16:00"]],
    shapes: ["multi"],
  },
  {
    name: "h56 mouse cohort age at diet start",
    branch: ["cohort 2: 24 mice, C57BL/6J, 8 wks old, HFD from Mon", "cages in B14?", "yep, rack 3"],
    parent: [
      "Cohort 2 started on high-fat diet on Monday: twenty-four C57BL/6J males, ten weeks old, all housed in B14.",
    ],
    conflicts: [["8 wks old", "ten weeks old"]],
    paraphrases: [["24 mice", "twenty-four C57BL/6J"]],
    shapes: ["multi"],
  },
  {
    name: "h56 sequencing run read length",
    branch: [
      "NovaSeq for the RNA-seq libs: S4 flow cell, 2×150 bp, 48 samples, ~40M reads each",
      "when's data back?",
      "core says ~3 wks",
    ],
    parent: [
      "Genomics core confirmed the run: 48 samples on one S4, paired-end 100 bp, target 40 million reads per sample, data in about three weeks.",
    ],
    conflicts: [["2×150 bp", "paired-end 100 bp"]],
    paraphrases: [
      ["~40M reads each", "40 million reads per sample"],
      ["~3 wks", "about three weeks"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h56 conference poster board number",
    branch: [
      "Poster for ECCB: A0 portrait, board number P-112, Wednesday afternoon session.",
      "printing at the campus shop Friday, £38",
    ],
    parent: [
      "ECCB confirmation: poster board P-121, A0 portrait (841 × 1189 mm), session Wednesday PM. Put it up before 13:00.",
    ],
    conflicts: [["board number P-112", "poster board P-121"]],
    paraphrases: [["Wednesday afternoon", "Wednesday PM"]],
    shapes: ["multi", "identifier"],
  },

  // ───────────────────────────── correction ─────────────────────────────
  {
    name: "h56 flow cytometer slot corrected",
    branch: ["bkd Aurora Fri 10-12 for the T cell panel", "thx, samples fixed by 9"],
    parent: [
      "Correction on the Aurora: our slot is actually Friday 13:00–15:00. The 10–12 slot belongs to the Bhatt lab, I misread the calendar.",
    ],
    conflicts: [["Aurora Fri 10-12", "Friday 13:00–15:00"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h56 biobank serum sample count corrected",
    branch: [
      "Shipped ninety-six serum samples to the Oslo biobank today, two boxes on dry ice.",
      "tracking?",
      "UPS 1Z88F4A06612034417",
    ],
    parent: [
      "Update on Oslo: the shipment was 86 serum samples, not what I first said. Ten failed haemolysis QC and stayed in our −80.",
    ],
    conflicts: [["ninety-six serum samples", "86 serum samples"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h56 ethics committee submission deadline corrected",
    branch: ["HREC deadline for the Feb meeting is 12 Jan right?", "Yes, 12 Jan, 17:00, via the portal."],
    parent: [
      "Correction from the ethics office: papers for the February HREC meeting close on 19 January at 5 pm. The web page still showed last year's date.",
    ],
    conflicts: [["Yes, 12 Jan", "close on 19 January"]],
    paraphrases: [
      ["17:00", "5 pm"],
      ["Feb meeting", "February HREC meeting"],
    ],
    shapes: ["correction"],
  },
  {
    name: "h56 visiting student stay length corrected",
    branch: [
      "Mateus (visiting from Campinas) is with us for three months from September, working on the Raman rig.",
      "desk?",
      "next to Yuki",
    ],
    parent: [
      "Correction re Mateus: the stay is four months, not three; CAPES extended his grant. Still starting in Sept, still on the Raman rig.",
    ],
    conflicts: [["for three months", "the stay is four months"]],
    paraphrases: [["from September", "starting in Sept"]],
    shapes: ["correction"],
  },

  // ───────────────────────────── paraphrase (no conflict) ─────────────────────────────
  {
    name: "h56 lysate tubes in the freezer",
    branch: ["where did the lysates go?", "put the dozen lysate tubes in the minus-eighty, shelf 2, rack labelled JK"],
    parent: ["inventory updated: 12 lysate tubes → −80 °C, shelf 2, JK rack"],
    conflicts: [],
    paraphrases: [
      ["dozen lysate tubes", "12 lysate tubes"],
      ["minus-eighty", "−80 °C"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 RNA kit invoice total",
    branch: [
      "how much were the RNeasy kits in the end?",
      "Came to twelve hundred and fifty euros including VAT, for four kits.",
    ],
    parent: ["Qiagen invoice: 4 × RNeasy Mini, total €1,250.00 (VAT incl.), charged to cost centre 5520."],
    conflicts: [],
    paraphrases: [
      ["twelve hundred and fifty euros", "€1,250.00"],
      ["four kits", "4 × RNeasy Mini"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 mass spec handover time",
    branch: ["Orbitrap handover at half past two on Thursday?", "yes, I'll be there, bringing the calibration mix"],
    parent: ["MS handover Thu 14:30, leave the Easy-nLC column on pls"],
    conflicts: [],
    paraphrases: [["half past two on Thursday", "Thu 14:30"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 bacterial culture incubation",
    branch: ["incubate 37°C 2-3h, shaking 200 rpm", "then straight to the OD reading"],
    parent: [
      "Per the protocol: incubate two to three hours at 37 degrees, shaking at 200 revolutions per minute, then read OD600.",
    ],
    conflicts: [],
    paraphrases: [
      ["2-3h", "two to three hours"],
      ["200 rpm", "200 revolutions per minute"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 workshop paper deadline formats",
    branch: ["CompBio workshop paper deadline is 2026-03-06, anywhere on earth", "page limit?", "8 + refs"],
    parent: ["reminder: CompBio workshop papers due Fri 6 March (AoE), eight pages plus references"],
    conflicts: [],
    paraphrases: [
      ["2026-03-06", "Fri 6 March"],
      ["anywhere on earth", "AoE"],
      ["8 + refs", "eight pages plus references"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 PBS volume for perfusion",
    branch: ["can someone make 0.5 L of PBS, 1x, before 8 tomorrow?", "on it"],
    parent: ["500 mL 1× PBS needed by 08:00 tmrw for the perfusion, thanks Ola"],
    conflicts: [],
    paraphrases: [
      ["0.5 L of PBS", "500 mL 1× PBS"],
      ["before 8 tomorrow", "by 08:00 tmrw"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 research council award amount",
    branch: ["BBSRC said yes!! £250k over 3 yrs 🎉", "amazing, start date?", "1 Apr"],
    parent: ["Award letter is in: two hundred and fifty thousand pounds across three years, start date 1 April 2026."],
    conflicts: [],
    paraphrases: [
      ["£250k", "two hundred and fifty thousand pounds"],
      ["over 3 yrs", "across three years"],
      ["1 Apr", "1 April 2026"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 guest account for visiting scientist",
    branch: ["Dr Sato visits for a fortnight from 3 Nov, needs a guest account + building access"],
    parent: [
      "IT ticket done: guest account for Keiko Sato, valid 14 days, starting Nov 3rd. Card access to level 4 too.",
    ],
    conflicts: [],
    paraphrases: [
      ["a fortnight", "14 days"],
      ["from 3 Nov", "Nov 3rd"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 cell culture media components reordered",
    branch: ["media for the HeLa:\n- DMEM high glucose\n- ten percent FBS\n- 1% pen/strep", "ok, making 500 mL"],
    parent: ["HeLa media = 1% P/S, 10% FBS, DMEM high glucose. Half a litre made, in fridge 2."],
    conflicts: [],
    paraphrases: [
      ["ten percent FBS", "10% FBS"],
      ["1% pen/strep", "1% P/S"],
      ["making 500 mL", "Half a litre"],
    ],
    shapes: ["paraphrase", "list"],
  },
  {
    name: "h56 electron microscope morning booking",
    branch: ["TEM bkd 9-12 Mon", "grids stained?", "uranyl acetate done yday"],
    parent: [
      "We have the transmission electron microscope on Monday from 9 a.m. until noon. Grids are stained and in the desiccator.",
    ],
    conflicts: [],
    paraphrases: [["9-12 Mon", "Monday from 9 a.m. until noon"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 cold-chain antibody shipment",
    branch: ["antibodies ship cold, 2–8 °C, no dry ice. box is 3.5 kg", "address is the Basel lab, goods-in"],
    parent: [
      "Courier booked: refrigerated, between two and eight degrees Celsius, gel packs only. Declared parcel weight 3,500 g.",
    ],
    conflicts: [],
    paraphrases: [
      ["2–8 °C", "between two and eight degrees Celsius"],
      ["3.5 kg", "3,500 g"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h56 collaborator video call time",
    branch: ["zoom w/ Heidelberg tmrw 09:45 CET, 3 slides each", "who's presenting the knockdown data?", "Farah"],
    parent: [
      "Tomorrow's call with the Heidelberg group is at quarter to ten, Central European Time. Everyone brings three slides; Farah covers the knockdowns.",
    ],
    conflicts: [],
    paraphrases: [
      ["09:45 CET", "quarter to ten, Central European Time"],
      ["3 slides each", "three slides"],
    ],
    shapes: ["paraphrase"],
  },

  // ───────────────────────────── shared-words (no conflict) ─────────────────────────────
  {
    name: "h56 last vs next pipette calibration",
    branch: ["when were the P200s last calibrated?", "Pipettes were last calibrated on 4 March by Gilson service."],
    parent: [
      "Next pipette calibration visit booked for 4 September, same engineer. Leave all P2–P1000s on the bench that morning.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h56 consumables cap vs amount spent",
    branch: [
      "What's our consumables budget this year?",
      "The consumables budget is capped at £8,000 for the year, anything above needs PI sign-off.",
    ],
    parent: ["Finance report: £5,200 spent on consumables so far, mostly tips and plates."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h56 two minus-eighty freezers",
    branch: ["-80 in 2.07 reading -78, all fine", "door seal on that one was replaced last month"],
    parent: [
      "The basement −80 (B.03) alarmed overnight, it hit −62 before anyone came in. Everything's been moved up to the freezer in 2.07.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h56 abstract deadline vs early-bird registration",
    branch: ["EMBO meeting abstract submission closes 15 May", "are we sending two?", "yes, Lucía's + mine"],
    parent: [
      "Early-bird registration for the EMBO meeting ends 30 May, I'll book for both of us once the abstracts are in.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h56 old and new confocal availability",
    branch: ["old confocal (SP5) bkd til 18:00 today", "ok I'll wait"],
    parent: ["The new confocal, the SP8, is free from 2pm today if anyone needs it."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h56 filter tips ordered vs arrived",
    branch: ["Ordered 10 boxes of filter tips last week from Starlab.", "200 µL ones?", "yes"],
    parent: ["6 boxes of filter tips arrived this morning, the other 4 are backordered until next month."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
