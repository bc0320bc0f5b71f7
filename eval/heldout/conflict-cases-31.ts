import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 31 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: climbing wall student rate, Dales cycling sportive, tennis court booking, cricket away
 *     fixture, night orienteering results software, Helvellyn hiking walk, karate brown-belt grading,
 *     golf society spring outing;
 *   multi: five-a-side summer league, marathon long run, dinghy sailing course, rowing regatta,
 *     ski club trip, triathlon open-water sessions;
 *   correction: bouldering competition, netball league fixture, badminton club night, ultra trail
 *     checkpoint cut-off;
 *   few shared words: women's hockey fixture (negation), Wye canoe hire (identifier), squash box
 *     league deadline, mountain bike trail build day;
 *   paraphrase: BJJ seminar, rugby sevens tournament, lawn bowls opening day, cycling club time trial,
 *     surf lessons, reformer pilates pass, pickup basketball, rec ice hockey ice time, SUP canal tour,
 *     fencing kit deposit, fell race, walking football;
 *   shared-words: parkrun times, archery subscriptions, spin class capacity, table tennis shirt order,
 *     boxing club gyms, Couch to 5K sign-ups.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_31: HeldOutConflictCase[] = [
  // ---------- close (8) ----------
  {
    name: "h31 climbing wall student rate",
    branch: [
      "Does anyone know if Crux still does a student deal? My card runs out next month.",
      "They do - the student monthly membership at Crux is £42, direct debit only, and it includes the Tuesday technique sessions.",
      "Sweet, I'll sign up at the desk.",
    ],
    parent: [
      "Finally joined the wall! Students pay £38 a month there, you just show your NUS card.",
      "Did you get shoes too?",
      "Rented for now, buying after payday.",
    ],
    conflicts: [["is £42", "pay £38 a month"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 dales sportive date",
    branch: [
      "Added the Dales Dash to the club calendar: the sportive runs on Sunday 14 September, starting from Hawes.",
      "Entries close a week before, so don't leave it late.",
    ],
    parent: [
      "When's that big ride up in the Dales again? I need to ask for the weekend off.",
      "21 September. I've already booked a room in the village.",
      "Perfect, thanks.",
    ],
    conflicts: [["Sunday 14 September", "21 September"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 tennis court slot",
    branch: [
      "Court 3 at Westfield is ours on Saturday, we're on from 10:30 until noon.",
      "I'll bring the new tube of balls.",
    ],
    parent: [
      "Who are we playing doubles with this weekend?",
      "Sam and Ellie. Our Saturday slot begins at 11:00, so let's meet by the clubhouse a bit before.",
      "Okay, I'll warm up on the practice wall first.",
    ],
    conflicts: [["from 10:30", "begins at 11:00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 cricket away availability",
    branch: [
      "Team news for Saturday's away game at Little Hadham: we have eleven confirmed, and Raj says he'll come along as twelfth man.",
      "Tea is provided by the home side.",
    ],
    parent: [
      "Bit worried about Little Hadham on Saturday - only nine players have said yes so far.",
      "Could we ask the under-17s?",
      "I'll message their coach tonight.",
    ],
    conflicts: [["eleven confirmed", "only nine players"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 night orienteering software version",
    branch: [
      "For the night-O results we'll run OE version 12.1 on the club laptop, since that's what the SI boxes were programmed against.",
      "Can someone bring an extension lead for the download tent?",
    ],
    parent: [
      "Just checked the laptop in the kit box: it has OE 12.3 on it, Dave updated it after the autumn series.",
      "Good. I'll print the maps on Friday.",
    ],
    conflicts: [["version 12.1", "OE 12.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 helvellyn walk distance",
    branch: [
      "Saturday's walk: Grasmere up over Helvellyn and back, 14 km in total, roughly six hours with stops.",
      "Bring a paper map even if you have the app.",
    ],
    parent: [
      "How far is the Helvellyn loop on Saturday? My knee's still dodgy.",
      "Measured it on the OS map - it comes out at 18 km, with a lot of descent at the end.",
      "Maybe I'll do the valley route instead then.",
    ],
    conflicts: [["14 km", "18 km"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 karate grading examiner",
    branch: [
      "Reminder for the dojo noticeboard: Sensei Okafor will be examining the brown belts at the grading on the 9th.",
      "Gi must be clean and pressed, no jewellery.",
    ],
    parent: [
      "Who's assessing the brown-belt lot this time round?",
      "Mrs Brennan is doing it - she came down from the Leeds club for it last year as well.",
      "Great, she's fair.",
    ],
    conflicts: [["Sensei Okafor", "Mrs Brennan"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 golf society venue",
    branch: [
      "The society's spring outing is at Hollins Hall this year, tee times from 9 onwards.",
      "Dress code is collared shirts, no denim.",
    ],
    parent: [
      "Where are we playing in April?",
      "Moor Allerton - I rang the pro shop this morning and they've pencilled us in.",
    ],
    conflicts: [["Hollins Hall", "Moor Allerton"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------- multi (6) ----------
  {
    name: "h31 five-a-side league fee",
    branch: [
      "Right, I've signed us up: the summer five-a-side league starts Monday 2 June at the Goals centre, runs for ten weeks, and it's £35 per team per week, payable on the night.",
      "Anyone got a spare pair of astro boots, size 9?",
    ],
    parent: [
      "League confirmed - kick-off Mon 2nd June, ten weeks at Goals, £40 a team each week.",
      "Nice one. Who's in goal?",
      "We'll rotate.",
    ],
    conflicts: [["£35 per team", "£40 a team"]],
    paraphrases: [["Monday 2 June", "Mon 2nd June"]],
    shapes: ["multi"],
  },
  {
    name: "h31 marathon long run pace",
    branch: [
      "Plan for this Sunday's long run: 28 km at easy pace (about 5:45/km), leaving from the boathouse at 7am so we're back before the heat.",
      "I'll carry spare gels for anyone who forgets.",
    ],
    parent: [
      "How's the build-up going?",
      "Getting there. Sunday's long one is 28k from the boathouse, meeting at 07:00, target pace 6:00 per km.",
      "I'll be there.",
    ],
    conflicts: [["5:45/km", "6:00 per km"]],
    paraphrases: [
      ["28 km", "28k"],
      ["7am", "07:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h31 dinghy course places",
    branch: [
      "I've booked the RYA Level 2 dinghy course at Rutland Water for Saturday 12 and Sunday 13 July; it runs 9:30 to 4:30 both days, costs £260 including the certificate, and the course has six places in total.",
      "Do I need my own buoyancy aid?",
    ],
    parent: [
      "Level 2 at Rutland is 12–13 July, half nine till half four, £260 with the certificate, and there are eight places on it.",
      "Buoyancy aids are provided, just bring a wetsuit.",
    ],
    conflicts: [["six places", "eight places"]],
    paraphrases: [
      ["Saturday 12 and Sunday 13 July", "12–13 July"],
      ["9:30 to 4:30", "half nine till half four"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h31 rowing regatta entry deadline",
    branch: [
      "Regatta admin: the Ouse Regatta is on Saturday 19 July, entry is £18 per seat, entries close on Sunday 6 July, and we've entered 3 crews (two eights and a four).",
      "Trailer leaves the club at 6 on race morning.",
    ],
    parent: [
      "Quick summary for the committee: regatta on the 19th of July, three crews in, eighteen pounds a seat, and entries shut on 29 June.",
      "Who's coxing the four?",
      "Megan, if her wrist is OK.",
    ],
    conflicts: [["Sunday 6 July", "29 June"]],
    paraphrases: [
      ["Saturday 19 July", "the 19th of July"],
      ["3 crews", "three crews"],
      ["£18 per seat", "eighteen pounds a seat"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h31 ski club trip nights",
    branch: [
      "Ski club trip is confirmed: we fly out of Manchester on Saturday 7 Feb for six nights in Morzine, £890 per person including the lift pass.",
      "Lessons are optional and booked separately.",
    ],
    parent: [
      "Details from the travel agent - departing Manchester Sat 7th February, 7 nights in Morzine, £890 pp with the pass.",
      "Do we need our own helmets?",
      "The hire shop does them.",
    ],
    conflicts: [["six nights", "7 nights"]],
    paraphrases: [
      ["Saturday 7 Feb", "Sat 7th February"],
      ["£890 per person", "£890 pp"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h31 triathlon open water start time",
    branch: [
      "Open water sessions at Hatfield Lake start on Wednesday 4 June, 6:15pm till 7:30pm, £6 a swim, and wetsuits are compulsory until the water hits 16 degrees.",
      "I'll put the sign-up sheet on the club page.",
    ],
    parent: [
      "Lake season opens Wed 4th June - sessions run 18:45 to 19:30 and it's six quid per swim.",
      "Are tow floats provided?",
      "Bring your own.",
    ],
    conflicts: [["6:15pm", "18:45"]],
    paraphrases: [
      ["Wednesday 4 June", "Wed 4th June"],
      ["7:30pm", "19:30"],
      ["£6 a swim", "six quid per swim"],
    ],
    shapes: ["multi"],
  },

  // ---------- correction (4) ----------
  {
    name: "h31 bouldering comp qualifiers corrected",
    branch: [
      "The Depot bouldering comp on Saturday: qualifiers from 10am, finals at 7pm.",
      "Sorry, I misread the poster - qualifiers actually start at 11am; 10am is just when the doors open.",
      "Still up for giving me a lift?",
    ],
    parent: [
      "Comp this Saturday at the Depot, qualifiers from 10am, finals in the evening.",
      "I'll drive, there's room for three.",
    ],
    conflicts: [["qualifiers actually start at 11am", "qualifiers from 10am"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h31 netball fixture venue moved",
    branch: [
      "Thursday's league match against the Hornets is at Riverside Leisure Centre, 7:40 start.",
      "Update: they've moved it to Kingsmead Sports Hall because Riverside's floor is being resurfaced.",
    ],
    parent: [
      "Thursday vs Hornets at Riverside - bibs are in my boot.",
      "Can someone cover GA? I'm stuck at work late that day.",
      "I can.",
    ],
    conflicts: [["Kingsmead Sports Hall", "at Riverside"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h31 badminton court fee corrected",
    branch: [
      "Badminton on Wednesday is £5.50 each for the two courts, pay Lou on the night.",
      "Who's got the feather shuttles?",
    ],
    parent: [
      "Wednesday badminton, same as always: £5.50 each.",
      "Actually the sports centre put its prices up this month, so it's £6.25 each now.",
      "Fair enough, still cheap.",
    ],
    conflicts: [["£5.50 each for the two courts", "£6.25 each"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h31 ultra checkpoint cut-off corrected",
    branch: [
      "For the Ridgeway 50 the cut-off at checkpoint 4 (roughly halfway) is 7 hours from the start, so don't hang about at the aid stations.",
      "I'm planning to carry poles.",
    ],
    parent: [
      "Checkpoint 4 cut-off is 7 hours, going by last year's guide.",
      "Scratch that - the 2025 race pack says 6 hours 30 at checkpoint 4.",
      "That's tight for me.",
    ],
    conflicts: [["7 hours from the start", "6 hours 30"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------- few shared words (4) ----------
  {
    name: "h31 women's hockey frost call-off",
    branch: [
      "Good news from the league secretary: the ladies' 2nds will play their fixture on Saturday despite the frost warnings.",
      "Meet 12:15 at the club.",
    ],
    parent: [
      "The pitch at Bishop's is frozen solid, so there's no game this weekend for the women's second XI.",
      "Shame, I'd just bought new grips.",
    ],
    conflicts: [["will play their fixture", "no game this weekend"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h31 wye canoe hire reference",
    branch: [
      "Canoe hire on the Wye is sorted - booking reference WYE-20847, pickup at Glasbury bridge at 9.",
      "Pack dry bags.",
    ],
    parent: [
      "For the river trip, the outfitter's confirmation code is WYE-20487; we show it at their hut.",
      "Is lunch in Hay?",
      "Yes, at the pub by the river.",
    ],
    conflicts: [["WYE-20847", "WYE-20487"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h31 squash box league deadline",
    branch: ["Box league round 3: every match has to be played by 30 November. Scores go on the sheet by the courts."],
    parent: [
      "When's the last day for this round of box games?",
      "23 Nov, Jim said, so book your court soon.",
      "Ok, cheers.",
    ],
    conflicts: [["30 November", "23 Nov"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h31 trail build meeting time",
    branch: [
      "Trail build day on Sunday: volunteers meet at the Birches Valley car park at 8.30, tools provided.",
      "Wear gloves and old clothes.",
    ],
    parent: [
      "Dig day this weekend - we're gathering at Birches Valley at nine, Forestry England bring the mattocks.",
      "Cake afterwards?",
      "Always.",
    ],
    conflicts: [["at 8.30", "at nine"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------- paraphrase, no conflict (12) ----------
  {
    name: "h31 bjj seminar date and fee",
    branch: [
      "The BJJ seminar with the visiting black belt is on 15/03, and it's £25 for members.",
      "Gi or no-gi?",
      "Gi in the morning, no-gi after lunch.",
    ],
    parent: [
      "Signed up for the seminar on the fifteenth of March - twenty-five pounds for members, not bad.",
      "Are white belts allowed?",
      "Yes, all grades.",
    ],
    conflicts: [],
    paraphrases: [
      ["15/03", "the fifteenth of March"],
      ["£25 for members", "twenty-five pounds for members"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 rugby sevens kick-off",
    branch: [
      "The sevens tournament has 12 teams this year, and our opening game kicks off at 2:30pm on the back pitch.",
      "Bring both kits in case of a colour clash.",
    ],
    parent: [
      "Sevens update: twelve teams entered, our first game is at 14:30.",
      "Who's on the barbecue?",
      "Phil, as usual.",
    ],
    conflicts: [],
    paraphrases: [
      ["12 teams", "twelve teams"],
      ["2:30pm", "14:30"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 bowls opening day",
    branch: [
      "Bowls club opening day is Saturday 26 April; green fees for visitors are £4 a session.",
      "We'll do a roll-up in the afternoon.",
    ],
    parent: [
      "Opening day on the 26th of April, and visitors pay four pounds per session on the green.",
      "Whites required?",
      "Only for league matches.",
    ],
    conflicts: [],
    paraphrases: [
      ["Saturday 26 April", "the 26th of April"],
      ["£4 a session", "four pounds per session"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 club time trial start",
    branch: [
      "Thursday's 10-mile time trial starts at 7pm from the lay-by on the A6, riders off at one-minute intervals.",
      "Sign-on opens at the van beforehand.",
    ],
    parent: [
      "The ten-mile TT on Thursday - first rider goes at 19:00.",
      "Do I need a rear light?",
      "Yes, it's mandatory.",
    ],
    conflicts: [],
    paraphrases: [
      ["10-mile time trial", "ten-mile TT"],
      ["7pm", "19:00"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 surf lesson length and price",
    branch: [
      "Surf lesson at Croyde is booked for Saturday morning: 1.5 hours in the water, £45 each with board and wetsuit hire.",
      "Low tide is mid-morning, apparently that's ideal.",
    ],
    parent: [
      "Lessons are 90 minutes and cost 45 quid including the board and suit.",
      "Should we get breakfast first?",
      "Definitely.",
    ],
    conflicts: [],
    paraphrases: [
      ["1.5 hours", "90 minutes"],
      ["£45 each", "45 quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 reformer pilates pass",
    branch: [
      "The reformer studio sells a 10-class pass for £120, valid for three months.",
      "Mat classes are cheaper if you just want the basics.",
    ],
    parent: [
      "I bought the ten-class pass - a hundred and twenty pounds, which felt steep but the classes are great.",
      "Which instructor do you like?",
      "Anna, Monday lunchtimes.",
    ],
    conflicts: [],
    paraphrases: [
      ["10-class pass", "ten-class pass"],
      ["£120", "a hundred and twenty pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 pickup basketball hours",
    branch: [
      "Pickup basketball at the community centre is Thursdays 8-10pm, £3 on the door.",
      "Bring a light and a dark top.",
    ],
    parent: [
      "Thursday hoops run from 20:00 to 22:00 at the community centre.",
      "Is it full court?",
      "Full court if enough people turn up.",
    ],
    conflicts: [],
    paraphrases: [["8-10pm", "20:00 to 22:00"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 rec ice hockey ice time",
    branch: [
      "Ice time for the rec team next season is £1.2k per block, split across the roster.",
      "Tryouts are informal, just turn up with skates.",
    ],
    parent: [
      "The rink quoted £1,200 a block for our ice time.",
      "Split between all of us that's not too bad.",
      "Fine by me.",
    ],
    conflicts: [],
    paraphrases: [["£1.2k per block", "£1,200 a block"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 sup canal tour",
    branch: [
      "SUP tour on the canal is Sat 9 Aug, a 3 km paddle out to the lock and back.",
      "Beginners welcome, boards included.",
    ],
    parent: [
      "Paddleboard trip on the 9th of August - three kilometres, nice and gentle.",
      "What time do we meet?",
      "Let me check with the hire place.",
    ],
    conflicts: [],
    paraphrases: [
      ["Sat 9 Aug", "the 9th of August"],
      ["3 km", "three kilometres"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 fencing kit deposit",
    branch: [
      "New fencers pay a kit deposit of £50, refunded when the jacket and mask come back.",
      "Sessions are Tuesday evenings in the school hall.",
    ],
    parent: [
      "There's a fifty pound deposit on the club kit; you get it back when you return everything.",
      "Foil or epee to start?",
      "Foil.",
    ],
    conflicts: [],
    paraphrases: [["deposit of £50", "fifty pound deposit"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 fell race climb and date",
    branch: [
      "The fell race on Sunday 21st has roughly 900m of ascent, so pace the first climb.",
      "Kit check at registration: full waterproofs, hat and gloves.",
    ],
    parent: [
      "Race profile says about 900 metres of climb, and it's on 21 Sept.",
      "Is the course flagged?",
      "Partly, take a map and compass.",
    ],
    conflicts: [],
    paraphrases: [
      ["900m of ascent", "900 metres of climb"],
      ["Sunday 21st", "21 Sept"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h31 walking football session",
    branch: [
      "Walking football for the over-50s is Mondays at 10.00 on the 3G pitch.",
      "No running, obviously - the ref is strict about it.",
    ],
    parent: [
      "My dad's started the over-fifties walking football on Monday mornings, 10am kick-off.",
      "Does he like it?",
      "Loves it.",
    ],
    conflicts: [],
    paraphrases: [
      ["over-50s", "over-fifties"],
      ["10.00", "10am"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------- shared words, no conflict (6) ----------
  {
    name: "h31 parkrun two runners",
    branch: [
      "Priya ran 22:40 at Bushy parkrun on Saturday, a new PB for her.",
      "She reckons she can go faster on a cooler morning.",
    ],
    parent: ["Tom ran 24:10 at Bushy parkrun on Saturday, his first one back after injury.", "Good effort."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h31 archery subscription years",
    branch: [
      "For reference, the archery club's 2024 annual subscription was £30 for adults.",
      "Range fees were on top of that.",
    ],
    parent: [
      "Committee agreed the 2025 annual subscription for adults is £35, to cover the new target bosses.",
      "Seems fair.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h31 spin class capacity vs bookings",
    branch: ["The Friday 6am spin class has a capacity of 24 bikes.", "The instructor's playlist is brutal."],
    parent: ["Checked the app: 18 bikes booked for the Friday 6am spin class so far.", "Get in quick then."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h31 table tennis shirt order",
    branch: ["The new table tennis club shirts are £28 per shirt with the logo printed on the back."],
    parent: [
      "Kit order for the table tennis club: 20 shirts with the logo, £560 total including printing.",
      "I'll collect payment at Tuesday's session.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h31 boxing club two gyms",
    branch: ["Our Salford gym opens at 6am on weekdays for the early boxing circuits.", "Bring your own wraps."],
    parent: [
      "The Stockport gym opens at 7am on weekdays, so the boxing circuits there start a bit later.",
      "Ok, noted.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h31 couch to 5k target vs signups",
    branch: ["Our target for the spring Couch to 5K group is 40 sign-ups.", "We've put posters up in the library."],
    parent: ["So far the spring Couch to 5K group has 27 sign-ups.", "Let's push it on the community Facebook page."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
