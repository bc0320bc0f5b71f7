import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 94 (issue 36), written by an author who had read neither lib/ nor
 * the other sets' cases, before anyone ran the conflict check on them.
 *
 * Field: riding schools, livery yards and stables (lesson bookings and courses, school ponies, full,
 * part, DIY and grass livery fees and notice, farrier, vet and equine dentist visits, vaccinations,
 * microchips and worm egg counts, hay, haylage and bedding orders, feed charts, turnout and paddock
 * rotas, mucking-out rotas, arena bookings, show and Pony Club entries, horsebox hire, rugs and tack
 * room codes).
 *
 * Styles: about half the messages are written the way yard staff write: yard whiteboard lines, desk
 * diary entries, feed charts, rota lines, yard shorthand (FL, DIY, XC, hh, epg, FEC, fronts, tet, wk,
 * deliv, comp, yo), emails with greetings and sign-offs, yard chat, terse one-liners; the rest are
 * plain sentences.
 *
 * Topics by shape:
 * - multi: private lesson booking; full livery fee and notice; hay order; show entry; equine dentist
 *   list; horsebox hire; beginners' course; vet scoping visit; livery price list; pony party agreeing;
 *   farrier visit agreeing.
 * - paraphrase: lesson date, time and length; weekly livery fee; hay price and delivery day; show
 *   entry fee; dentist date; horsebox date; course evening and hours; vet day; grass livery price;
 *   arena day; flu and tetanus booster; competition livery per month; party date, hours and children;
 *   cross-country course closed; yard jobs reordered; farrier date, time and shoes; pony height and
 *   age; woods hack distance.
 * - close: school pony name; notice period; hay bales 40/45; stable 14/41; booster 12/21 September;
 *   rider number 58/85; rally date; group lesson £32/£35; egg count 250/350; horsebox driver; shavings
 *   20/25 bags; invoice number; course weeks; rug 6'9/6'6; scoping 2.30pm/3.30pm; DIY and part livery
 *   prices; arena 6pm/18:30; tack room code; microchip digits.
 * - negation: under-12s on road hacks; indoor school on Sundays for liveries; Bramble out with the
 *   mares; body protectors compulsory; cross-country course closed said twice.
 * - correction: microchip number; Pony Club rally date; shavings order; mares' paddock.
 * - shared-words: two riders called Hughes; two horses' farrier dates; two yards' feed room codes; two
 *   horses' rug sizes; private lesson and hack both £45; grass livery out all year and full liveries in
 *   at night.
 * - identifier: microchip number; stable number; rider number; invoice number; tack room code; two
 *   yards' feed room codes.
 * - list: Saturday mucking-out rota; dentist's list of horses; feed chart; yard jobs reordered.
 */
export const HELDOUT_CONFLICT_CASES_94: HeldOutConflictCase[] = [
  {
    name: "private lesson booking: date, time and length agree, school pony differs",
    branch: ["Sat 14/6 10am – Mia Clarke – 30 min private – pony Biscuit – pd"],
    parent: ["Mia Clarke is booked for a half-hour private lesson on Saturday 14 June at 10:00, riding Toffee."],
    conflicts: [["pony Biscuit", "riding Toffee"]],
    paraphrases: [
      ["Sat 14/6", "Saturday 14 June"],
      ["10am", "10:00"],
      ["30 min", "half-hour"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "full livery email: weekly fee agrees, notice period differs",
    branch: [
      "Hi Claire,",
      "Just to confirm, full livery for Jasper is £165 a week, which covers hay, bedding, feeds and daily turnout. We ask for one month's notice if you want to move him.",
      "Thanks, Sarah – Oakfield Equestrian",
    ],
    parent: ["Jasper (C. Morgan) – FL £165/wk incl hay, bedding, turnout – 2 wks notice"],
    conflicts: [["one month's notice", "2 wks notice"]],
    paraphrases: [["£165 a week", "£165/wk"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "under-12s on road hacks, yes or no",
    branch: ["Riders under 12 can go out on the road hacks as long as they're on a lead rein."],
    parent: ["No under-12s on road hacks at all now – the insurers won't cover it."],
    conflicts: [["Riders under 12 can go out on the road hacks", "No under-12s on road hacks"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "microchip number corrected, last two digits swapped",
    branch: ["Bramble's microchip number is 826098100234517, please put it on the passport copy."],
    parent: ["CORRECTION: Bramble's chip is 826098100234571 – vet scanned it again this morning. Jo"],
    conflicts: [["826098100234517", "826098100234571"]],
    paraphrases: [],
    shapes: ["correction", "identifier", "close"],
  },
  {
    name: "hay order: price and delivery day agree, number of bales differs",
    branch: ["We've ordered 40 small bales of meadow hay from Fletcher's at £6.50 a bale, coming on Thursday."],
    parent: ["Hay – Fletchers – 45 small bales @ £6.50 – deliv Thurs am, stack in the end barn"],
    conflicts: [["40 small bales", "45 small bales"]],
    paraphrases: [
      ["£6.50 a bale", "@ £6.50"],
      ["Thursday", "Thurs"],
    ],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "horse moved to a stable with the digits the other way round",
    branch: ["Duke has been moved to stable 14 in the top yard so he can see the others."],
    parent: ["Duke in box 41 top yard now – name plate still needs changing"],
    conflicts: [["stable 14", "box 41"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "Saturday mucking-out rota, one name different",
    branch: ["Sat mucking out: Ellie, Priya, Josh"],
    parent: ["Saturday's mucking out is Ellie, Priya and Megan this week."],
    conflicts: [["Josh", "Megan"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "indoor school for liveries on Sunday afternoons",
    branch: ["The indoor school is available to liveries on Sunday afternoons from 1pm."],
    parent: ["Indoor school closed to liveries on Sundays – it's lessons only all day."],
    conflicts: [["available to liveries on Sunday afternoons", "closed to liveries on Sundays"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "flu and tetanus booster due date, day digits swapped",
    branch: ["Willow's flu and tet jabs are due on 12 September."],
    parent: ["Willow – flu/tet booster due 21 September, vet booked"],
    conflicts: [["12 September", "21 September"]],
    paraphrases: [["flu and tet jabs", "flu/tet booster"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "show entry: class and fee agree, rider number transposed",
    branch: [
      "I've entered Jasmine and Poppy in Class 7 (cross poles) at the Meadowbank show; the entry was £12 and her rider number is 58.",
    ],
    parent: ["Meadowbank – Cl 7 X-poles – Jasmine / Poppy – entry £12 pd – no. 85"],
    conflicts: [["rider number is 58", "no. 85"]],
    paraphrases: [["the entry was £12", "entry £12 pd"]],
    shapes: ["multi", "identifier", "close", "paraphrase"],
  },
  {
    name: "Pony Club rally date corrected",
    branch: ["The Pony Club rally is on Sunday 6 July, meet at the yard at 9."],
    parent: ["Update – the rally has moved to Sunday 13 July because of the county show."],
    conflicts: [["Sunday 6 July", "Sunday 13 July"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "group lesson price",
    branch: ["Group lessons are £32 an hour for anyone who isn't on livery here."],
    parent: ["price list 2025: group lesson 1hr £35, private 45 min £45"],
    conflicts: [["£32 an hour", "1hr £35"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "equine dentist: date agrees, one horse on the list different",
    branch: ["Equine dentist Thurs 3 Apr – Jasper, Bramble, Duke"],
    parent: ["The horse dentist is coming on Thursday 3 April to do Jasper, Bramble and Monty."],
    conflicts: [["Duke", "Monty"]],
    paraphrases: [["Thurs 3 Apr", "Thursday 3 April"]],
    shapes: ["multi", "list", "paraphrase"],
  },
  {
    name: "Bramble turned out with the mares or kept in",
    branch: ["Bramble can go out with the mares again from Monday."],
    parent: ["Bramble is not to go out with the mares – vet says box rest for another fortnight."],
    conflicts: [["Bramble can go out with the mares", "Bramble is not to go out with the mares"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "worm egg count result",
    branch: ["FEC for Toffee came back 250 epg, so she needs worming."],
    parent: ["Toffee's worm egg count was 350 eggs per gram; we'll treat her this week."],
    conflicts: [["250 epg", "350 eggs per gram"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "horsebox hire: date and price agree, driver differs",
    branch: ["The horsebox is booked for Sat 21 June, £90 for the day, and Sam is driving."],
    parent: ["Box hire 21/6 – £90 day rate – driver Kieran"],
    conflicts: [["Sam is driving", "driver Kieran"]],
    paraphrases: [["Sat 21 June", "21/6"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "shavings order corrected",
    branch: ["Order 20 bags of shavings for the week please."],
    parent: ["Correction to the feed room list – we need 25 bags of shavings this week, we've got two new liveries."],
    conflicts: [["20 bags of shavings", "25 bags of shavings"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "grass livery invoice number transposed",
    branch: ["Invoice INV-3381 has gone to Mrs Hart for Pepper's grass livery."],
    parent: ["Hart / Pepper grass livery – INV-3318 emailed, due end of month"],
    conflicts: [["INV-3381", "INV-3318"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "beginners' course: evening and hours agree, length differs",
    branch: ["The adult beginners' course runs for 6 weeks, Wednesdays 5–6pm, £180 for the whole course."],
    parent: ["Adult beginners – Weds 17:00–18:00 – 5 wks – £180 total"],
    conflicts: [["6 weeks", "5 wks"]],
    paraphrases: [["Wednesdays 5–6pm", "Weds 17:00–18:00"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "turnout rug size",
    branch: ["Jasper needs a 6'9 turnout rug, his old one's ripped."],
    parent: ["Jasper's rug size is 6'6 – the big ones slip back on him."],
    conflicts: [["6'9", "6'6"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "vet scoping visit: vet and day agree, time differs",
    branch: ["Vet (Dr Evans) coming 2.30pm Friday to scope Monty – keep him in, no hay after 10."],
    parent: ["Dr Evans is scoping Monty on Fri at 3.30pm, so he'll need to be starved from the morning."],
    conflicts: [["2.30pm", "3.30pm"]],
    paraphrases: [["Friday", "Fri"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "body protectors for jumping lessons",
    branch: ["Body protectors are compulsory for all jumping lessons."],
    parent: ["body protectors aren't compulsory for jumping lessons, just recommended – don't turn kids away"],
    conflicts: [["Body protectors are compulsory", "body protectors aren't compulsory"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "feed chart, one item different",
    branch: ["Poppy: chaff, pony nuts, sugar beet"],
    parent: ["Poppy's feed is chaff, pony nuts and linseed, morning and night."],
    conflicts: [["sugar beet", "linseed"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "mares moved to a different paddock",
    branch: ["The mares are going in the Top Paddock this week."],
    parent: ["Change of plan – mares are in Long Meadow this week, Top Paddock's being rested."],
    conflicts: [["going in the Top Paddock", "mares are in Long Meadow"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "livery price list: grass agrees, DIY and part livery differ",
    branch: ["Livery prices from April: grass £35/wk, DIY £55/wk, part livery £110/wk"],
    parent: ["From April, grass livery is £35 a week, DIY is £60 a week and part livery is £120 a week."],
    conflicts: [
      ["DIY £55/wk", "DIY is £60 a week"],
      ["part livery £110/wk", "part livery is £120 a week"],
    ],
    paraphrases: [["grass £35/wk", "grass livery is £35 a week"]],
    shapes: ["multi", "close", "paraphrase"],
  },
  {
    name: "outdoor arena booking half an hour apart",
    branch: ["I've booked the outdoor arena for 6pm on Thursday for Lucy's flatwork session."],
    parent: ["Outdoor arena Thurs 18:30 – Lucy – flatwork"],
    conflicts: [["6pm", "18:30"]],
    paraphrases: [["Thursday", "Thurs"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "tack room code, last digits swapped",
    branch: ["The tack room code is 3917 from today."],
    parent: ["new tack room combo 3971 – don't write it on the door!!"],
    conflicts: [["3917", "3971"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "competition livery per month in pounds and in k",
    branch: ["Competition livery for Storm is £1,200 a month, including schooling and travel to shows."],
    parent: ["Storm – comp livery £1.2k/month incl schooling + show travel"],
    conflicts: [],
    paraphrases: [
      ["£1,200 a month", "£1.2k/month"],
      ["Competition livery", "comp livery"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "pony party: date, hours and children written two ways",
    branch: ["Pony party for Ava's 7th birthday – Sat 7 Mar – 2–4pm – eight children"],
    parent: ["Ava's birthday pony party is on 7 March from 14:00 to 16:00 with 8 kids coming."],
    conflicts: [],
    paraphrases: [
      ["Sat 7 Mar", "7 March"],
      ["2–4pm", "14:00 to 16:00"],
      ["eight children", "8 kids"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "cross-country course closed until April said twice",
    branch: ["The cross-country course won't be open until April because the ground's too wet."],
    parent: ["XC course closed till April – ground too wet"],
    conflicts: [],
    paraphrases: [
      ["won't be open until April", "closed till April"],
      ["cross-country course", "XC course"],
    ],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "yard jobs list reordered",
    branch: ["Evening yard jobs: skip out, fill haynets, sweep yard, top up water"],
    parent: ["Before you go home tonight please top up water, sweep yard, fill haynets and skip out."],
    conflicts: [],
    paraphrases: [
      ["skip out, fill haynets, sweep yard, top up water", "top up water, sweep yard, fill haynets and skip out"],
    ],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "farrier visit: date, time and shoes written two ways",
    branch: ["The farrier is booked for Tuesday 9 September at half past eight to put front shoes on Duke."],
    parent: ["Farrier Tue 9/9 08:30 – Duke – fronts"],
    conflicts: [],
    paraphrases: [
      ["Tuesday 9 September", "Tue 9/9"],
      ["half past eight", "08:30"],
      ["front shoes", "fronts"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "school pony's height and age in words and shorthand",
    branch: ["Biscuit is 13.2 hands and twelve years old, a good first pony for nervous kids."],
    parent: ["Biscuit – 13.2hh – 12yo – gelding – v. safe for beginners"],
    conflicts: [],
    paraphrases: [
      ["13.2 hands", "13.2hh"],
      ["twelve years old", "12yo"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "woods hack distance in words and shorthand",
    branch: ["The hack round Bluebell Woods is about three miles and takes an hour at walk."],
    parent: ["Bluebell Woods hack ~3 mi, 1hr walk"],
    conflicts: [],
    paraphrases: [["about three miles", "~3 mi"]],
    shapes: ["paraphrase"],
  },
  {
    name: "two riders called Hughes",
    branch: ["Emily Hughes has her lesson on Biscuit at 4pm on Tuesday."],
    parent: ["Tom Hughes (no relation to Emily) – Toffee – 5pm Tues"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two horses' farrier dates",
    branch: ["Jasper's shoes are due to be done on the 3rd."],
    parent: ["Monty barefoot – farrier trim due on the 10th"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two yards' feed room codes",
    branch: ["Bottom yard feed room code is 2580."],
    parent: ["The feed room in the top yard has the code 1469."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words", "identifier"],
  },
  {
    name: "two horses' rug sizes",
    branch: ["Storm wears a 7'0 rug."],
    parent: ["Pepper (Storm's field-mate) takes a 5'9 rug – the small Weatherbeeta on the end peg."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "private lesson and one-hour hack both £45",
    branch: ["A 45-minute private lesson costs £45."],
    parent: ["1hr hack £45 pp, min 2 riders"],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "grass liveries out all year, full liveries in at night",
    branch: ["Horses on grass livery live out all year round, with field shelters."],
    parent: ["Full liveries come in at night from 1 November until the end of March."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
