/**
 * Held-out merge-conflict pairs, set 71 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: outdoor education centres and mountain guiding.
 *
 * Topics (one per case, 40 in all):
 *   close: coach pickup at St Aidan's, lunch RV grid reference, first-aid certificate expiry,
 *     residential price per pupil, DofE Bronze walk-in date, multi-pitch rope length, group split CSV,
 *     evening meal time
 *   identifier: bunkhouse booking reference, minibus registration with and without a space, two RV grid
 *     references
 *   negation: canoe trailer not needed / booked, Tomasz can / can't lead, Y Garn weather call go / no-go,
 *     gorge off on Thursday, Year 7 won't canoe and Year 8 will
 *   multi: gorge scramble ratio, abseil session staffing, coach seats for Brecon, radio log head count,
 *     Cadair Idris route card in metric and imperial, Aonach Eagach guided day
 *   correction: bunkhouse beds, lead instructor for Glan Môr, Helvellyn wind forecast, ghyll scramble day
 *   paraphrase: night walk departure, Skiddaw House deposit, ML assessment date, small harness count,
 *     Team 4 ETA at the RV
 *   shared-words: dorm capacities, last year's and this year's price, helmet order and delivery dates,
 *     two arrivals on Monday, two instructors' first-aid expiry, old and new minibus
 *   list: climbing rack, weekend on-call rota, coasteering issue list reordered
 *
 * Counts by shape (a case may carry more than one): close 10, identifier 4, negation 5, multi 7,
 * correction 4, paraphrase 14, shared-words 8, list 4.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
import type { HeldOutConflictCase } from "./conflict-cases";

export const HELDOUT_CONFLICT_CASES_71: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- planted conflicts (22)
  {
    name: "h71 St Aidan's coach pickup, quarter to eight vs 0815",
    branch: [
      "What time is the coach getting to St Aidan's tomorrow? I need to tell Mrs Okafor before she sends the letter home.",
      "Dales Travel confirmed quarter to eight at the school gates. It's the big coach with the luggage trailer on the back.",
    ],
    parent: [
      "Hand-over 2130 Tue (KB → LM): St Aidan's coach confirmed w/ Dales Travel, at school gates 0815, ETA centre approx 1000. Luggage trailer attached. Mrs Okafor has the staff list, 4 staff + 38 pupils.",
    ],
    conflicts: [["quarter to eight", "0815"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h71 Afon Ddu gorge scramble ratio, 1:6 vs 1:8",
    branch: [
      "For the Afon Ddu gorge scramble with Year 10, what ratio do we run?",
      "Centre SOP for a grade 2 gorge is 1:6 with a max group of 12, so two instructors for each group of twelve.",
    ],
    parent: [
      "Staffing note from ops (Mon): Afon Ddu gorge, Y10 — running 1:8, groups capped at 12, helmets + 5mm wetsuits for everyone, throwlines x2 per group.",
    ],
    conflicts: [["is 1:6", "running 1:8"]],
    paraphrases: [["max group of 12", "capped at 12"]],
    shapes: ["close", "multi"],
  },
  {
    name: "h71 canoe trailer won't be needed / is booked",
    branch: [
      "Do we need the canoe trailer for the Llyn Padarn session on Thursday?",
      "No — we won't need the canoe trailer on Thursday. Just MB2 for the nine of them and the kit bags.",
    ],
    parent: [
      "Transport log Wed 1640: Llyn Padarn Thu — canoe trailer is booked for the group 0830–1600, to be hitched to MB2. Keys in the office drawer, lighting board in the garage.",
    ],
    conflicts: [["won't need the canoe trailer", "canoe trailer is booked for the group"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h71 Tomasz can / can't lead the river session",
    branch: [
      "Can Tomasz lead the river session on Friday? Dan's away at his sister's wedding.",
      "Yes, Tomasz can lead it — his SRT and his 16-hour first aid are both in date until next spring.",
    ],
    parent: [
      "Rota hand-over 1700 Wed: Tomasz can't lead on water Friday, he's on his coaching assessment all day. Need cover for the Y8 river session — ask Lowri.",
    ],
    conflicts: [["Tomasz can lead it", "Tomasz can't lead on water Friday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h71 Y Garn weather call, GO vs no-go",
    branch: [
      "Weather call 1800 (JH): Y Garn summit day GO for tomorrow. MWIS gusts 30 mph on the tops, cloud lifting by 1100. Start from Ogwen 0900, packed lunches collected 0830.",
    ],
    parent: [
      "Duty log 1805 Thu: spoke to JH — the 1800 weather call is Y Garn summit no-go, low-level Cwm Idwal circuit instead. Still leaving Ogwen 0900 as planned.",
      "Noted, I'll tell the kitchen the lunches are the same.",
    ],
    conflicts: [["summit day GO", "summit no-go"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "h71 lunch RV grid reference, last two digits swapped",
    branch: [
      "Where's the lunch RV for the Glyderau navigation day?",
      "Footbridge below Llyn Bochlwyd, SH 6549 5960. Team leaders aim to be there by 1230.",
    ],
    parent: [
      "Radio log 1215: Team 3 → base, ETA lunch RV 1230, footbridge below Llyn Bochlwyd, SH 6549 5906. All x10 well, one blister dressed.",
    ],
    conflicts: [["SH 6549 5960", "SH 6549 5906"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "h71 Glen Nevis bunkhouse booking reference",
    branch: [
      "Email from the bunkhouse, pasted below:\n\nDear Sam,\nThank you for your booking (ref GNB-20419) for 18 guests, arriving Friday 13 March 2026 and departing Sunday 15 March 2026. A deposit of £150 is due by 20 February.\nKind regards,\nMorag, Glen Nevis Bunkhouse",
    ],
    parent: [
      "Office note for the Ben Nevis weekend file: bunkhouse ref GNB-20491, 18 guests, Fri 13 – Sun 15 March, £150 deposit paid 18 Feb by card.",
    ],
    conflicts: [["GNB-20419", "GNB-20491"]],
    paraphrases: [["Friday 13 March 2026", "Fri 13"]],
    shapes: ["identifier"],
  },
  {
    name: "h71 Sian's first-aid certificate expiry",
    branch: [
      "Quick check for the AALA audit — when does Sian's outdoor first aid run out?",
      "Her 16-hour REC certificate is valid to 14/05/2027, so she's covered for all the summer residentials.",
    ],
    parent: [
      "Training matrix export, row 23:\nSian Roberts | REC Outdoor 16hr | issued 14 May 2023 | expires 14 May 2026 | status AMBER",
    ],
    conflicts: [["valid to 14/05/2027", "expires 14 May 2026"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h71 Hafod bunkhouse beds corrected",
    branch: [
      "How many beds is the Hafod bunkhouse holding for the DofE Silver group?",
      "The warden said 24 beds across the two dorms, plus the leaders' room.",
    ],
    parent: [
      "Correction from the Hafod warden this morning — they're holding 22 beds for us, not the number I gave earlier, as two bunks in dorm 2 are out of use. Leaders' room unchanged.",
    ],
    conflicts: [["24 beds", "22 beds"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h71 lead instructor for Glan Môr Year 9 corrected",
    branch: [
      "Who's lead instructor for the Ysgol Glan Môr Year 9 week?",
      "Rhian Evans is lead, with Owain and Beca as second instructors.",
    ],
    parent: [
      "Hand-over 0750 Mon: correction to the rota — Gareth Pugh is lead for Glan Môr Y9 this week, Rhian's been moved onto the DofE assessments. Owain + Beca still second instructors.",
    ],
    conflicts: [["Rhian Evans is lead", "Gareth Pugh is lead"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h71 Oakfield residential price per pupil, transposed",
    branch: [
      "Quote for Oakfield Primary, 3-day residential: £186 per pupil, full board, all activities and instruction included. Deposit £25 per pupil, balance due six weeks before arrival.",
    ],
    parent: [
      "Finance check (Ffion): Oakfield Primary residential invoiced at £168 per pupil, full board incl. activities. £25/pupil deposit received for 31 pupils.",
    ],
    conflicts: [["£186 per pupil", "£168 per pupil"]],
    paraphrases: [["Deposit £25 per pupil", "£25/pupil deposit"]],
    shapes: ["close"],
  },
  {
    name: "h71 DofE Bronze walk-in date a week apart",
    branch: [
      "When's the Bronze qualifier walk-in for Brynhyfryd?",
      "Saturday 20 June, from the Capel Curig car park at 0900. Huw is assessing.",
    ],
    parent: [
      "DofE admin: Brynhyfryd Bronze qualifying expedition starts Sat 27 June, walk-in from Capel Curig car park 09:00, assessor Huw Jones. Route cards due back by the Wednesday before.",
    ],
    conflicts: [["Saturday 20 June", "Sat 27 June"]],
    paraphrases: [["0900", "09:00"]],
    shapes: ["close"],
  },
  {
    name: "h71 Idwal Slabs half rope length",
    branch: [
      "For the Idwal Slabs multi-pitch with the sixth-formers, what ropes are we taking?",
      "Two 50 m half ropes per instructor, plus the 30 m single for the abseil off the top.",
    ],
    parent: [
      "Kit store sign-out Tue: Idwal Slabs party — 2 x 60 m half ropes per instructor, 1 x 30 m single (abseil). Checked + logged by PB.",
    ],
    conflicts: [["50 m half ropes", "60 m half ropes"]],
    paraphrases: [["the 30 m single", "1 x 30 m single"]],
    shapes: ["close"],
  },
  {
    name: "h71 group split CSV against the ops note",
    branch: [
      "Here's the group split export for the Ravenscar week:\n\ngroup,pupils,staff,instructor\nKestrel,11,2,Lowri\nBuzzard,12,2,Iwan\nMerlin,10,1,Ceri",
    ],
    parent: [
      "Ops note 0815: Buzzard group is 13 pupils with Iwan and two school staff; Kestrel 11 with Lowri; Merlin 10 with Ceri. Swap the Kestrel and Merlin activities on Wednesday.",
    ],
    conflicts: [["Buzzard,12,2", "Buzzard group is 13 pupils"]],
    paraphrases: [],
    shapes: ["close", "list"],
  },
  {
    name: "h71 Craig y Castell abseil: staff count differs, time agrees",
    branch: ["Abseil session: Tue 0930–1200 at Craig y Castell, 14 pupils, 3 staff, 2 ropes rigged off the oak."],
    parent: ["Programme board: Tue 09.30 abseil at Craig y Castell, 14 pupils, 4 staff, finishing 12.00."],
    conflicts: [["3 staff", "4 staff"]],
    paraphrases: [["0930", "09.30"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h71 Brecon coach: seats differ, price and time agree",
    branch: [
      "Booked the coach for the Brecon Beacons trip: 53-seater, £640 return, pickup 0730 outside the sports hall.",
      "Great, I'll put it in the parents' letter.",
    ],
    parent: [
      "Coach confirmation (Celtic Coaches), pasted:\nVehicle: 49-seater\nPrice: £640 inc. VAT, return\nDeparture: sports hall, 07:30",
    ],
    conflicts: [["53-seater", "49-seater"]],
    paraphrases: [["0730", "07:30"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h71 Helvellyn gusts revised in the afternoon forecast",
    branch: [
      "What's the forecast for the Helvellyn day?",
      "MWIS this morning: 35 mph gusts on the summits, cloud base around 800 m, clearing from the west after lunch.",
    ],
    parent: [
      "Updated MWIS 1600: gusts 45 mph on Helvellyn tops, cloud base 800m, clearing from W pm. Striding Edge off — route up and down via Swirral Edge.",
    ],
    conflicts: [["35 mph gusts", "gusts 45 mph"]],
    paraphrases: [["800 m", "800m"]],
    shapes: ["multi", "correction", "paraphrase"],
  },
  {
    name: "h71 Tryfan rack, quickdraw count",
    branch: [
      "Rack for the Tryfan North Ridge guided day: 6 nuts, 4 cams, 8 quickdraws, 2 slings, 4 screwgates per guide.",
    ],
    parent: [
      "Guide kit list (copied from the booking sheet), per guide: 6 nuts, 4 cams, 10 quickdraws, 2 slings, 4 screwgates.",
    ],
    conflicts: [["8 quickdraws", "10 quickdraws"]],
    paraphrases: [],
    shapes: ["list", "close"],
  },
  {
    name: "h71 weekend on-call rota, one name different",
    branch: ["Who's on call this weekend?", "Saturday on-call: Dafydd, Mererid and Owain. Sunday: Mererid and Bryn."],
    parent: ["Weekend on-call rota as sent to the duty phone: SAT Dafydd / Mererid / Iestyn; SUN Mererid / Bryn."],
    conflicts: [["Owain", "Iestyn"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "h71 Beacon Academy ghyll scramble moved a day",
    branch: [
      "When is Beacon Academy doing the ghyll scramble?",
      "Wednesday afternoon, 1330 start from the Stickle Ghyll car park.",
    ],
    parent: [
      "Update from ops: Beacon's ghyll scramble has moved to Thursday afternoon, river too high on Wednesday. Same 1330 start, Stickle Ghyll car park.",
    ],
    conflicts: [["Wednesday afternoon", "Thursday afternoon"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h71 Moel Siabod radio log head count",
    branch: ["Radio log Team 2, 1432: at summit cairn Moel Siabod, all well, x8 pupils x2 staff, ETA RV 1600."],
    parent: ["Base log 1432: T2 (Moel Siabod) reports at summit cairn, 9 pupils + 2 staff all OK, ETA RV 1600."],
    conflicts: [["x8 pupils", "9 pupils"]],
    paraphrases: [["x2 staff", "2 staff"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h71 Hillside evening meal, half six vs 1845",
    branch: [
      "What time's tea tonight for the Hillside group?",
      "Kitchen said half six in the main dining room, then the night line at eight.",
    ],
    parent: ["Kitchen hand-over 1500: Hillside evening meal 1845, main dining room. Night line 2000 as per programme."],
    conflicts: [["half six", "1845"]],
    paraphrases: [["night line at eight", "Night line 2000"]],
    shapes: ["close"],
  },
  // ---------------------------------------------------------------- no planted conflict (18)
  {
    name: "h71 night walk departure, quarter to eight and 19:45",
    branch: [
      "When does the night walk leave for the Ravenscar group?",
      "Quarter to eight this evening from the boot room, head torches checked before they go.",
    ],
    parent: [
      "Evening programme (Wed): Ravenscar night walk departs boot room 19:45, head torch check beforehand, back by 21:15.",
    ],
    conflicts: [],
    paraphrases: [["Quarter to eight", "19:45"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h71 Skiddaw House deposit in two notations",
    branch: ["Did we pay the Skiddaw House deposit?", "Yes, the £1.2k deposit went on the centre card on 3 February."],
    parent: ["Finance log: Skiddaw House deposit £1,200 paid 03/02 by card (ref SKH-88)."],
    conflicts: [],
    paraphrases: [
      ["£1.2k", "£1,200"],
      ["3 February", "03/02"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h71 Nia's ML assessment date, weekday and ISO",
    branch: [
      "When is Nia's Mountain Leader assessment?",
      "It's booked for Mon 5 October, five days including the two-night expedition.",
    ],
    parent: ["CPD tracker export: Nia Hughes, ML Summer assessment, start 2026-10-05, 5 days, provider Plas y Brenin."],
    conflicts: [],
    paraphrases: [
      ["Mon 5 October", "2026-10-05"],
      ["five days", "5 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h71 small harness count in words and x12",
    branch: [
      "How many small harnesses do we have for the Year 6 climbing session?",
      "Twelve small harnesses in the store, all inspected and passed last month.",
    ],
    parent: ["Kit inspection log 14/04: small sit harnesses x12, all PASS, next inspection due Oct."],
    conflicts: [],
    paraphrases: [["Twelve small harnesses", "harnesses x12"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h71 MB2 registration with and without a space",
    branch: ["Which minibus is going to the Ogwen drop-off?", "MB2, reg YX19 KHD — the 17-seater with the roof rack."],
    parent: ["Vehicle log 0705: MB2 (YX19KHD) out to Ogwen, 17 seats, fuel 3/4, driver Bryn, mileage 48,212."],
    conflicts: [],
    paraphrases: [
      ["YX19 KHD", "YX19KHD"],
      ["17-seater", "17 seats"],
    ],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "h71 Cadair Idris route card, metric and imperial",
    branch: ["Route card for Cadair Idris via the Minffordd path: 10 km, 900 m ascent, about 6 hours including stops."],
    parent: [
      "From the parents' info letter: The Cadair Idris walk is roughly 6.2 miles with about 2,950 ft of climbing and takes around six hours with breaks.",
    ],
    conflicts: [],
    paraphrases: [
      ["10 km", "6.2 miles"],
      ["900 m ascent", "2,950 ft"],
      ["6 hours", "six hours"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h71 Team 4 ETA at Pen-y-Gwryd in log and in words",
    branch: ["Radio 1520 Team 4 → base: leaving Glyder Fach summit, ETA RV Pen-y-Gwryd 1615, x11 all well."],
    parent: [
      "Base to minibus driver, 1525: Team 4 should be at the Pen-y-Gwryd RV at quarter past four, eleven of them, all fine.",
    ],
    conflicts: [],
    paraphrases: [
      ["1615", "quarter past four"],
      ["x11", "eleven of them"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h71 gorge off on Thursday, said twice",
    branch: [
      "Are we using the gorge on Thursday?",
      "No, we won't be running the gorge on Thursday — the river gauge is above the cut-off.",
    ],
    parent: [
      "Duty manager log 0700 Thu: Afon Llugwy gauge 0.9 m, over limit; gorge is off for today, groups swapped to the climbing wall.",
    ],
    conflicts: [],
    paraphrases: [["won't be running the gorge", "gorge is off"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "h71 coasteering issue list reordered",
    branch: ["Issue list for the coasteering group: wetsuit, helmet, buoyancy aid, wetsuit boots."],
    parent: ["Stores chit, coasteering x14: buoyancy aid, helmet, wetsuit boots, wetsuit — one each per person."],
    conflicts: [],
    paraphrases: [["wetsuit, helmet, buoyancy aid, wetsuit boots", "buoyancy aid, helmet, wetsuit boots, wetsuit"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "h71 two dorms' capacities",
    branch: ["How many does Dorm A sleep?", "Dorm A sleeps 16 on eight bunks, girls' side, with its own shower block."],
    parent: ["Bunkhouse allocation note: Dorm C sleeps 12, boys' side, staff room next door."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h71 last year's and this year's residential price",
    branch: ["Last year the Ravenscar residential came to £172 per pupil for the three nights."],
    parent: [
      "For this year's Ravenscar residential the price is £189 per pupil, three nights, because of the food cost rise.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h71 helmet order date and delivery date",
    branch: [
      "When did we order the new helmets?",
      "The 40 Petzl helmets were ordered on 12 January from Needle Sports.",
    ],
    parent: ["Goods-in log: helmets x40 delivered 26 Jan, checked and numbered H101–H140."],
    conflicts: [],
    paraphrases: [["40 Petzl helmets", "helmets x40"]],
    shapes: ["shared-words"],
  },
  {
    name: "h71 two RV grid references for two teams",
    branch: ["RV1 for the Helvellyn teams coming up from Glenridding is the Red Tarn outflow, NY 3487 1522."],
    parent: ["RV2 is Hole-in-the-Wall, NY 3592 1551, for the teams coming up from Patterdale."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "h71 two schools arriving on Monday",
    branch: ["Arrivals Mon: Ysgol Bro Dinefwr ETA 1030, 28 pupils, 3 staff, coach drops at the main gate."],
    parent: ["Arrivals board Mon: St Mungo's RC Primary 1300, 24 pupils, 3 staff; coach parks in the lower yard."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h71 two instructors' first-aid expiry dates",
    branch: ["Iwan's REC first aid expires 30 September 2026."],
    parent: ["Lowri's REC first aid expires 12 March 2027; booked her refresher for February."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h71 Aonach Eagach guided day, all four facts rewritten",
    branch: [
      "Plan for the Aonach Eagach guided day: Saturday 13 June, alpine start 0600 from the Allt-na-reigh layby, four clients, ratio 1:2.",
    ],
    parent: [
      "Reply to the client email: Confirming your Aonach Eagach traverse on Sat 13th June — meet at 06:00 at the Allt-na-reigh layby. There will be 4 clients and 2 guides, so two clients per guide.",
    ],
    conflicts: [],
    paraphrases: [
      ["Saturday 13 June", "Sat 13th June"],
      ["0600", "06:00"],
      ["four clients", "4 clients"],
      ["ratio 1:2", "two clients per guide"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "h71 old minibus and new minibus seats",
    branch: ["The old minibus was a 12-seater, which is why we used to split the Year 6 groups across two runs."],
    parent: ["The new minibus, delivered in March, is a 16-seater with a wheelchair lift."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h71 Year 7 won't canoe, Year 8 will",
    branch: ["Year 7 won't do canoeing this visit; they've got the climbing wall and orienteering instead."],
    parent: ["Year 8 will do canoeing on Llyn Padarn on Wednesday, 1:5 ratio, in the open boats."],
    conflicts: [],
    paraphrases: [],
    shapes: ["negation", "shared-words"],
  },
];
