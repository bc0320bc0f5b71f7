import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 44 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: golf society day (money), 10k race entry (date), cycling club ride (clock time),
 *     cricket tea rota (count in words), climbing competition scoring app (version),
 *     marathon training plan (distance), hockey umpire allocation (name), darts league (venue);
 *   close, few shared words: five-a-side pitch booking (negation), swimming club lane hire
 *     (identifier), rowing crew seats, tennis ladder deadline;
 *   correction: boxing gym class timetable, yoga retreat deposit (both in branch);
 *     triathlon transition area, netball league cup fixture (both in parent);
 *   multi: rugby tour coach hire, orienteering night event, squash court refinishing,
 *     ski club trip, judo grading, table tennis league registration;
 *   paraphrase: badminton shuttle order, bowls green opening, parkrun volunteers, fencing kit
 *     spend, kayak river trip, ultimate frisbee squad, gym membership freeze, sailing regatta
 *     start, archery distances, basketball sponsorship, fell race details, pilates reformer class;
 *   shared-words: ice rink hire (two days), crossfit charity workout (target vs raised),
 *     volleyball league (two teams), snooker table time (limit vs used), pony club camp
 *     (per day vs total), athletics track hire (two years).
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_44: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h44 golf society autumn day cost",
    branch: [
      "Golf Society notice: the Autumn Day at Hollins Park will include 18 holes, a bacon roll on arrival and a two-course dinner in the clubhouse.",
      "The all-in cost per member for the day is £65, payable to the treasurer by bank transfer.",
      "Guests are welcome, subject to a current handicap certificate.",
    ],
    parent: [
      "Has anyone heard what Hollins Park is charging us for the autumn outing?",
      "Malcolm says we each owe £130 for it, dinner included.",
      "Steep, but I'm still in.",
    ],
    conflicts: [["is £65", "owe £130"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 riverside 10k race day",
    branch: [
      "Did you sign up for the Riverside 10k in the end?",
      "Yep, entry confirmed — race day is Sunday 14 September, start by the boathouse.",
      "Nice, I'll come and cheer you on.",
    ],
    parent: [
      "My race pack arrived in the post today, with a timing chip and everything.",
      "The Riverside 10k is on Sunday 21 September, so I've still got a bit of time to sharpen up.",
      "Are you doing a parkrun this weekend as a tune-up?",
    ],
    conflicts: [["Sunday 14 September", "Sunday 21 September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 cycling club departure time",
    branch: [
      "club run tmrw lads 🚴 rolling out from the clock tower 7:30am sharp",
      "coffee stop at Bramley as usual ☕",
      "👍 see you there",
    ],
    parent: [
      "Reminder for Saturday's social spin: we depart from the clock tower at 7.30pm, and front and rear lights are mandatory.",
      "Route is the Bramley loop; the café there has agreed to stay open for us.",
    ],
    conflicts: [["7:30am", "7.30pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 cricket tea headcount",
    branch: [
      "For Saturday's home game against Elmstead, how many are we feeding at tea?",
      "Skipper reckons about twelve, including the umpires.",
      "OK, I'll get the bread from the bakery on Friday.",
    ],
    parent: [
      "Tea for the Elmstead match: please plan on catering for twenty-six people — both XIs, the scorers, the umpires and a few partners.",
      "I'll do the sandwiches and Priya's on cakes; could someone bring a big urn?",
    ],
    conflicts: [["about twelve", "twenty-six people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 bouldering comp scoring app",
    branch: [
      "For the bouldering comp, every judge needs the ScoreWall app on version 4.2.1 or their tablet won't sync with the results desk.",
      "I'll send the download link round tonight.",
    ],
    parent: [
      "Judges' briefing is at 9 in the café area, then we split up by wall.",
      "Make sure your phone has ScoreWall 4.2.3 installed before Saturday — older builds drop results.",
      "Will there be lunch for volunteers?",
    ],
    conflicts: [["version 4.2.1", "ScoreWall 4.2.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 marathon peak long run",
    branch: [
      "Coach's plan has my longest run, three weeks out from the marathon, at 32 km.",
      "After that it's taper time and lots of sleeping.",
    ],
    parent: [
      "How far is your biggest session before race day?",
      "She's capped it at 20 km, then I ease off.",
      "Sensible, my knees wouldn't cope with more either.",
    ],
    conflicts: [["at 32 km", "at 20 km"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 hockey umpire for ladies 1s",
    branch: [
      "Umpire appointments, Saturday 4 October: Ladies 1s v Oakham (pitch 1, 12:00) — Graham Fenwick, with a neutral from the league panel.",
      "Please confirm your availability to the umpiring secretary by Wednesday.",
    ],
    parent: [
      "Who's blowing the whistle for our first team against Oakham this weekend?",
      "The fixtures sec told me it's Deborah Clarke from our side, plus a panel neutral.",
      "Great, she's always fair.",
    ],
    conflicts: [["Graham Fenwick", "Deborah Clarke"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 darts away fixture venue",
    branch: [
      "darts tmrw 🎯 away at the Red Lion, board's in the back room, 8pm start",
      "who's driving? I can take 3",
      "me pls 🙋",
    ],
    parent: [
      "League notice: Thursday's Division Two fixture v Hop Pole Arrows will be played at The Fox & Hounds, Marsh Lane, 8.00pm.",
      "Captains must submit team sheets to the league secretary before the first leg.",
    ],
    conflicts: [["the Red Lion", "The Fox & Hounds"]],
    paraphrases: [["8pm", "8.00pm"]],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words (4)
  {
    name: "h44 five-a-side wednesday on or off",
    branch: ["5s on Weds is ON ⚽ pitch booked, bring bibs", "ko 7pm, dont be late this time Dan 😂"],
    parent: [
      "Message from the sports centre: the astro is shut on Wednesday evening for resurfacing, so there's no five-a-side this week.",
      "Gutted. Same time next week then?",
    ],
    conflicts: [["is ON", "no five-a-side this week"]],
    paraphrases: [["Weds", "Wednesday"]],
    shapes: ["close", "negation"],
  },
  {
    name: "h44 lane hire booking reference",
    branch: [
      "Lane hire confirmation for the Tuesday early sessions: booking reference LH-40718, three lanes, 6:00–7:00am, invoiced monthly to the club.",
    ],
    parent: [
      "Pool reception asked me for our ref when I rang up — I gave them LH-40781, which is what's printed on the invoice.",
      "They said the lane ropes will be in by quarter to six.",
    ],
    conflicts: [["LH-40718", "LH-40781"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h44 rowing eight stroke seat",
    branch: [
      "crew list for the Henley qualifier 🚣 Hannah at stroke, Tom at bow, Jas coxing",
      "erg scores go on the board Friday",
    ],
    parent: [
      "Coach pulled me aside after training — Ellie's stroking the eight at the qualifier.",
      "Anyone got a spare unisuit I could borrow? Mine's ripped.",
    ],
    conflicts: [["Hannah at stroke", "Ellie's stroking"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h44 tennis ladder challenge cut-off",
    branch: [
      "Summer Ladder: all challenge matches must be completed by Friday 31 July. Results not entered on the board by then will not count towards the final positions.",
    ],
    parent: [
      "When's the last day I can play Raj? We keep missing each other.",
      "Sheila said the 7th of August.",
      "Cool, I'll message him tonight.",
    ],
    conflicts: [["Friday 31 July", "the 7th of August"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------- correction (4)
  {
    name: "h44 boxing beginners class time corrected",
    branch: [
      "new timetable's out 🥊 beginners boxing moves to Mon 6pm",
      "sorry misread it — beginners is Mon 6.30pm, the earlier slot is sparring",
      "ok ta",
    ],
    parent: [
      "Gym notice: from 3 November, the Beginners' Boxing class runs on Mondays at 6:00pm in Studio 2. Gloves and wraps are available to borrow.",
    ],
    conflicts: [["Mon 6.30pm", "Mondays at 6:00pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h44 yoga retreat deposit corrected",
    branch: [
      "For the Lakeside yoga weekend the deposit is £150 per person, due by Friday.",
      "Update: sorry, it's £180 — the lower figure was from last year's brochure.",
      "Still worth it for the food alone.",
    ],
    parent: [
      "Lakeside retreat sorted? They told me the £150 deposit holds a place and the rest is due in August.",
      "Rooms are twin share unless you pay a supplement.",
    ],
    conflicts: [["it's £180", "£150 deposit"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h44 triathlon transition closing corrected",
    branch: [
      "Athlete information: transition opens at 5:45am on race morning and closes at 6:50am; no bikes may be racked after closing.",
      "Wetsuits are compulsory if the water is below 16°C.",
    ],
    parent: [
      "What time do we need the bikes racked by?",
      "Transition closes at 6:50am per the athlete guide.",
      "Correction from the race director this evening: transition will now close at 6:30am because the first wave has been brought forward.",
    ],
    conflicts: [["closes at 6:50am", "close at 6:30am"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h44 netball cup fixture moved",
    branch: [
      "fixtures sheet says our cup game v Riverside Rockets is 18 Jan at Hollybank ✅",
      "need a lift? I'm going from town",
    ],
    parent: [
      "cup game v Riverside Rockets is 18 Jan, Hollybank 🏐",
      "ugh they've moved it to 8 Feb 🙄 hall double booked",
      "noted x",
    ],
    conflicts: [["18 Jan", "moved it to 8 Feb"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // --------------------------------------------------------------- multi (6)
  {
    name: "h44 rugby tour coach hire",
    branch: [
      "Tour update: the coach leaves the clubhouse at 6:00am on Friday 9 May, seats 49, and the hire comes to £2,400 for the weekend (fuel and driver's hotel included).",
      "Please pay your tour balance to the treasurer by the end of April.",
    ],
    parent: [
      "Just confirmed with the hire firm: pick-up Friday 9th May at 06:00 from the clubhouse, a 49-seater, total £2,800 including fuel and the driver's room.",
      "Can someone sort the playlist?",
      "On it 🎶",
    ],
    conflicts: [["£2,400", "£2,800"]],
    paraphrases: [
      ["6:00am", "06:00"],
      ["Friday 9 May", "Friday 9th May"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h44 orienteering night event details",
    branch: [
      "The Ashdown night-O is on Saturday 15 November: starts from 5:30pm, entry's £8 for seniors, and the long course is 7.5 km.",
      "Bring a whistle, it's compulsory.",
    ],
    parent: [
      "For the Ashdown night event — first starts 17:30 on Sat 15 Nov, seniors pay eight pounds, and the long course is 9.5 km this year.",
      "I'll bring the head torches.",
    ],
    conflicts: [["7.5 km", "9.5 km"]],
    paraphrases: [
      ["5:30pm", "17:30"],
      ["£8", "eight pounds"],
      ["Saturday 15 November", "Sat 15 Nov"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h44 squash courts refinishing closure",
    branch: [
      "Notice to members: Courts 1 and 2 will be closed for refinishing from Monday 3 March for ten days; the contractor's quote is £4,950, and all affected bookings will be moved to Court 3.",
    ],
    parent: [
      "Squash courts getting refinished — from Mon 3 March, closed for two weeks, £4,950 job, bookings shifted to court 3. Bit annoying.",
      "Could be worse, at least the glass back wall is getting fixed.",
    ],
    conflicts: [["ten days", "two weeks"]],
    paraphrases: [["Monday 3 March", "Mon 3 March"]],
    shapes: ["multi"],
  },
  {
    name: "h44 ski club trip resort",
    branch: [
      "Ski club trip: we fly out on Saturday 24 January to Morzine — 32 places, £895 per person including lift pass and half-board.",
      "Deposits of £200 secure a place; first come, first served.",
    ],
    parent: [
      "ski trip deets from committee 🎿 departing Sat 24 Jan for Val Thorens, 32 spaces, £895 each incl lift pass + half board",
      "do we need our own helmets?",
      "yes pls, or hire them there",
    ],
    conflicts: [["to Morzine", "for Val Thorens"]],
    paraphrases: [
      ["Saturday 24 January", "Sat 24 Jan"],
      ["£895 per person", "£895 each"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h44 judo grading time",
    branch: ["judo grading sun 2 march 🥋 10am at the dojo, £25 fee, bring ur licence", "and a clean gi pls!!"],
    parent: [
      "Grading confirmed: Sunday 2 March at 2pm in the dojo, fee £25, and licences must be shown at registration.",
      "Parents are welcome to watch from the balcony.",
    ],
    conflicts: [["10am", "2pm"]],
    paraphrases: [
      ["sun 2 march", "Sunday 2 March"],
      ["£25 fee", "fee £25"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h44 table tennis league registration fee",
    branch: [
      "Table tennis league registration closes on 30 September; it's £40 per player and we've entered 3 teams this season.",
      "Does that include the hall fees?",
      "No, those are separate.",
    ],
    parent: [
      "I've registered us in the league — three teams, £80 a head, all done well before the 30th of September deadline.",
      "Legend, thanks.",
    ],
    conflicts: [["£40 per player", "£80 a head"]],
    paraphrases: [
      ["3 teams", "three teams"],
      ["30 September", "30th of September"],
    ],
    shapes: ["multi"],
  },

  // ----------------------------------------------------------- paraphrase (12)
  {
    name: "h44 badminton shuttle order",
    branch: [
      "I've ordered 10 dozen feather shuttles for the club nights, should last us till Christmas.",
      "Do you want me to claim it back from the club account?",
    ],
    parent: ["Shuttle order went in — 120 shuttles, the feather ones.", "Brilliant, the plastic ones were awful."],
    conflicts: [],
    paraphrases: [["10 dozen", "120 shuttles"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 bowls green opening day",
    branch: ["Bowls Section notice: the green opens for the 2025 season on 26/04/2025. Flat-soled shoes only, please."],
    parent: [
      "When can we start rolling again?",
      "Greenkeeper says opening day is Saturday 26 April, weather permitting.",
      "Can't come soon enough.",
    ],
    conflicts: [],
    paraphrases: [["26/04/2025", "Saturday 26 April"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 parkrun volunteer arrival",
    branch: [
      "volunteers pls be at the finish funnel by 08:30 tmrw 🙏 tokens, timers, marshals",
      "I'll bring the flasks ☕",
    ],
    parent: [
      "Run director's note: volunteer briefing is at 8.30am by the finish funnel; high-vis will be handed out there.",
    ],
    conflicts: [],
    paraphrases: [["08:30", "8.30am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 fencing scoring box spend",
    branch: [
      "Committee approved the new scoring box and reels, about £1.2k all in.",
      "Should arrive before the club open.",
    ],
    parent: [
      "Did the fencing kit spend get signed off?",
      "Yes, £1,200 for the scoring box and reels, out of the equipment fund.",
    ],
    conflicts: [],
    paraphrases: [["£1.2k", "£1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 kayak trip on the wye",
    branch: [
      "kayak trip sat 🛶 Wye section from Glasbury, it's 12 kilometres, reckon two hours paddling",
      "bring lunch in a dry bag",
    ],
    parent: [
      "Wye trip plan: put in at Glasbury, 12 km to the take-out, about 2 hrs on the water.",
      "Bring a spare layer; it gets cold once the sun goes.",
    ],
    conflicts: [],
    paraphrases: [
      ["12 kilometres", "12 km"],
      ["two hours", "2 hrs"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 ultimate spring hat squad size",
    branch: [
      "Tournament entry: we have registered a squad of fourteen for the Spring Hat tournament. Accommodation is at the players' own arrangement.",
    ],
    parent: [
      "Squad size for Spring Hat is 14 — let me know if you drop out so I can update the organisers.",
      "Are we doing matching shirts this time?",
    ],
    conflicts: [],
    paraphrases: [["fourteen", "is 14"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 gym membership freeze",
    branch: [
      "I've frozen my gym membership for six weeks while I'm travelling; it costs £5 a month to hold it.",
      "Beats paying the full rate for nothing.",
    ],
    parent: [
      "How much does Pulse Gym charge to freeze?",
      "Five pounds per month. I've paused mine for 6 weeks as well while I'm away.",
    ],
    conflicts: [],
    paraphrases: [
      ["£5 a month", "Five pounds per month"],
      ["six weeks", "6 weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 regatta warning signal",
    branch: [
      "Sailing Instructions, Club Regatta: the warning signal for the first race will be made at 10:55 on Sunday 8 June. Subsequent starts will follow at five-minute intervals.",
    ],
    parent: [
      "What time's the first gun on Sunday?",
      "Warning signal at five to eleven.",
      "Thanks, I'll have the boat rigged by ten.",
    ],
    conflicts: [],
    paraphrases: [["10:55", "five to eleven"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 archery shooting distances",
    branch: [
      "At the outdoor shoot the recurve seniors shoot at 70 metres, compounds at 50.",
      "Target faces are being ordered this week.",
    ],
    parent: ["Recurve seniors are on the 70m line, compounds at 50m, and boss numbers go up on Friday."],
    conflicts: [],
    paraphrases: [
      ["70 metres", "70m"],
      ["compounds at 50", "compounds at 50m"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 basketball kit sponsorship",
    branch: ["sponsor's in 🏀 Hendry Motors giving us two and a half grand for the new kit", "🔥🔥"],
    parent: [
      "Sponsorship agreed with Hendry Motors: £2,500 towards playing kit for the coming season. Their logo will appear on the front of the shirts.",
    ],
    conflicts: [],
    paraphrases: [["two and a half grand", "£2,500"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 fell race distance and climb",
    branch: [
      "Race details: the Borrowdale Horseshoe is 17 miles with 1,100 m of ascent; full body cover will be checked at registration.",
    ],
    parent: [
      "That Borrowdale race, how much climbing is there?",
      "1100 metres over seventeen miles. Brutal.",
      "Count me out then 😅",
    ],
    conflicts: [],
    paraphrases: [
      ["1,100 m", "1100 metres"],
      ["17 miles", "seventeen miles"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h44 pilates reformer booking",
    branch: ["Booked us both onto the reformer class on Thursday at quarter past six.", "Don't forget grippy socks."],
    parent: [
      "Reformer Pilates, Thurs 18:15, Studio B — booking for two confirmed.",
      "Cancellations must be made 12 hours in advance.",
    ],
    conflicts: [],
    paraphrases: [
      ["quarter past six", "18:15"],
      ["Thursday", "Thurs"],
    ],
    shapes: ["paraphrase"],
  },

  // -------------------------------------------------------- shared-words (6)
  {
    name: "h44 ice rink hire saturday vs sunday",
    branch: [
      "Rink hire for the skating club: Saturday morning ice costs £210 per hour.",
      "Can we fit the juniors in before nine?",
    ],
    parent: [
      "Rink hire for the skating club: Sunday morning ice costs £180 per hour, cheaper because of the hockey schedule.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h44 crossfit charity target vs raised",
    branch: ["our charity WOD target is £3,000 💪 pls share the link", "will do"],
    parent: ["charity WOD update: raised £2,140 so far 🙌 nearly there", "amazing effort everyone"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h44 volleyball two teams final points",
    branch: [
      "The women's volleyball team finished the league season on 31 points, third in the table.",
      "Brilliant given the injuries.",
    ],
    parent: [
      "The men's volleyball team finished the league season on 24 points, fifth in the table.",
      "Presentation night is in June.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h44 snooker table time limit vs used",
    branch: [
      "Snooker Section rules: each member may book a maximum of 10 hours of table time per week. Unused bookings must be cancelled at the bar.",
    ],
    parent: ["How much table time have I got left?", "You've booked 6 hours of table time this week so far."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h44 pony club camp per day vs total",
    branch: [
      "Pony Club camp is £85 per day for each rider, stabling included.",
      "They do a gymkhana on the last afternoon.",
    ],
    parent: [
      "For both girls for the whole four days, Pony Club camp came to £680 total, stabling included.",
      "Worth it though, they loved it last year.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h44 athletics track hire two years",
    branch: ["Track hire for the athletics club was £9,600 in 2023 and is paid annually in April."],
    parent: [
      "Track hire for the athletics club will be £10,400 in 2025, following the council's price review.",
      "The committee will discuss whether subs need to rise.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
