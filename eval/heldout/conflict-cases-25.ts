import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 25 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: removal firm quote, car MOT expiry, early-finish school pickup, bridesmaid count,
 *     school reading app version, holiday hold-bag weight, Friday twins childcare cover,
 *     dentist surgery location.
 *   close, few shared words: bank-holiday bin collection (negation), passport renewal
 *     reference (identifier), electricity direct debit, boiler service visit.
 *   correction: holiday cottage check-in (branch), baby immunisations (branch),
 *     piano lesson fees (parent), sofa delivery (parent).
 *   multi: wedding cake tasting, family flights to Malaga, nursery invoice, tyre replacement,
 *     Year 5 school trip, kid's birthday party at a trampoline park.
 *   paraphrase: council tax, Dad's eye test, home insurance renewal, broadband switch,
 *     hospital cardiology appointment, storage unit between houses, metered water bill,
 *     mortgage overpayment, camping trip, babysitter, driving lessons, wedding RSVP.
 *   shared-words: two kids' school dinner balances, phone plan allowance vs usage, holiday
 *     caravan last year vs this year, uniform price per item vs total, two bedroom carpets,
 *     holiday savings target vs saved so far.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_25: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h25 removal firm quote",
    branch: [
      "Did Hartley Removals ever send the written quote?",
      "They did, it landed last night. Full move including packing the kitchen: £1,480, and they want a 10% deposit to hold the date.",
      "Ugh, pricier than I hoped but fine.",
    ],
    parent: [
      "Adding the big costs to the moving spreadsheet now - solicitor, survey, removals.",
      "For removals I've put in £1,340 from Hartley, which is their total for the whole job.",
      "Thanks, can you also add the meter readings to the checklist?",
    ],
    conflicts: [["£1,480", "£1,340"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 MOT expiry date",
    branch: [
      "When does the Fiesta's MOT run out? I can never remember.",
      "Just looked it up on the gov.uk checker, it expires on 14 March.",
      "Cool, I'll book it for the week before.",
    ],
    parent: [
      "Kids' stuff this week: PE kit Tuesday, library books Thursday.",
      "Also the little car's test certificate is valid until 21 March, so we need a slot before then.",
      "I'll ring Dave's garage.",
    ],
    conflicts: [["14 March", "21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 early finish pickup",
    branch: [
      "Can you grab Alfie on Thursday? I've got a late meeting.",
      "Sure - Year 2 finish at 3:15 on Thursday, I'll be at the gate.",
    ],
    parent: [
      "Letter in Alfie's book bag: staff training on Thursday, so the infants go home early.",
      "Pickup for Year 2 that day is 2:45, not the normal time.",
      "Noted, thanks for checking the bag.",
    ],
    conflicts: [["3:15", "2:45"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 bridesmaid count",
    branch: [
      "How did the dress shopping go with Chloe?",
      "Really well! She's decided on four bridesmaids in the end, her cousin Priya is in now.",
      "Aw, lovely.",
    ],
    parent: [
      "Chloe asked me to book fittings at Bella Bridal.",
      "Done: Saturday at 10, for the three bridesmaids. They said allow two hours.",
      "Perfect.",
    ],
    conflicts: [["four bridesmaids", "three bridesmaids"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 reading app version",
    branch: [
      "The school sent another email about the reading app.",
      "Apparently the reading app has to be on version 4.2 or newer, otherwise the homework won't show up.",
    ],
    parent: [
      "Ms Patel says Bookbuddy 4.3 is the minimum now; anything older won't sync the kids' progress.",
      "I'll update the tablet tonight after bath time.",
    ],
    conflicts: [["version 4.2", "Bookbuddy 4.3"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 hold bag weight",
    branch: [
      "How heavy can the suitcases be for the Lisbon flight?",
      "I read the airline's terms: each checked bag is allowed up to 23 kg on our ticket.",
    ],
    parent: [
      "Weighing the cases in the hallway now.",
      "Our fare lets us put 20 kg in each hold bag, so the big blue one needs to lose a few things.",
      "Take the hairdryer out, there's one at the apartment.",
    ],
    conflicts: [["23 kg", "20 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 friday twins cover",
    branch: ["Friday's sorted - Auntie Mel is picking up the twins from nursery and keeping them till tea."],
    parent: [
      "Who's doing Friday?",
      "Grandad Tony said he'd collect the boys on Friday afternoon and give them their tea.",
      "Brilliant, I'll leave the car seats out.",
    ],
    conflicts: [["Auntie Mel", "Grandad Tony"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 dentist surgery location",
    branch: [
      "Ruby's dentist letter came. The appointment is at the Kingsway surgery this time, because Dr Hughes moved branches.",
      "Okay, that's the one near the leisure centre.",
    ],
    parent: ["Ruby's check-up: Wednesday at 10:40, High Street practice.", "I'll take her, I'm off that day."],
    conflicts: [["Kingsway surgery", "High Street practice"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------- close, few shared words
  {
    name: "h25 bank holiday bins",
    branch: [
      "Checked the council website about bins.",
      "Monday's collection goes ahead as normal, bank holiday or not.",
    ],
    parent: [
      "Heads up: the lorry isn't coming round this Monday, so the recycling waits till Tuesday.",
      "Can you put the boxes out Monday night then?",
    ],
    conflicts: [["collection goes ahead as normal", "isn't coming round"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h25 passport renewal reference",
    branch: ["Leo's passport renewal went through. The application reference is PX4071883, keep it somewhere safe."],
    parent: [
      "If we need to chase HMPO about the little one's travel document, quote PX4071838 - that's what's on the confirmation email.",
      "Saved it in my notes.",
    ],
    conflicts: [["PX4071883", "PX4071838"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h25 electricity direct debit",
    branch: ["Octopus emailed - they've bumped our monthly direct debit to £96 from next month.", "Typical."],
    parent: [
      "What's the energy bill coming out of the joint account now?",
      "£112 a month, starting with the next payment.",
    ],
    conflicts: [["£96", "£112 a month"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h25 boiler service visit",
    branch: [
      "British Gas booked the engineer for Wednesday morning to service the boiler.",
      "Someone will need to be in.",
    ],
    parent: ["Heating man is coming Thursday am for the annual check.", "I'll work from home then."],
    conflicts: [["Wednesday morning", "Thursday am"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ------------------------------------------------------------ correction
  {
    name: "h25 cottage check-in corrected",
    branch: [
      "Cottage check-in is from 3pm on the Saturday.",
      "Sorry, I misread the booking - check-in is actually from 5pm.",
      "So no rush getting down to Devon then.",
    ],
    parent: [
      "The owner's welcome email says we can pick up the keys from 3pm.",
      "Lovely, we'll stop for lunch in Exeter on the way.",
    ],
    conflicts: [["from 5pm", "from 3pm"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h25 baby jabs moved",
    branch: [
      "Isla's 12-week jabs are on 9 May at the surgery.",
      "Update: the practice nurse rang and moved them to 16 May, same time.",
    ],
    parent: [
      "Please put Isla's immunisations in the family calendar: 9 May.",
      "Done, and I've asked for the morning off.",
    ],
    conflicts: [["16 May", "9 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h25 piano fee revised",
    branch: [
      "Mrs Okafor's piano lessons will be £28 a session from September.",
      "Still cheaper than the music school.",
    ],
    parent: [
      "Piano fees are going up to £28 per lesson in the autumn.",
      "Actually, she messaged again - she's settled on £30 per lesson instead, because of her room hire.",
      "Fair enough.",
    ],
    conflicts: [["£28 a session", "£30 per lesson"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h25 sofa delivery moved",
    branch: [
      "The sofa is arriving on Tuesday the 8th; they'll text a two-hour window the night before.",
      "We need to clear the hallway before then.",
    ],
    parent: [
      "Sofa delivery's booked for Tuesday the 8th.",
      "Update: they've moved it to Friday the 11th because the van's full.",
      "Annoying but fine.",
    ],
    conflicts: [["Tuesday the 8th", "Friday the 11th"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ----------------------------------------------------------------- multi
  {
    name: "h25 cake tasting details",
    branch: [
      "Our cake tasting at Crumbs & Co is on Saturday 12 April at 11am - it's £25 for the two of us and we get to try four flavours, which should be plenty.",
      "Do we have to pick on the day?",
      "No, they give you a week to decide.",
    ],
    parent: [
      "Booked the tasting with Crumbs & Co for Sat 12/04 at 11:00; we'll be sampling six flavours and I paid the £25 upfront.",
      "Yay, cake.",
    ],
    conflicts: [["four flavours", "six flavours"]],
    paraphrases: [
      ["Saturday 12 April", "Sat 12/04"],
      ["11am", "11:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h25 malaga flights plan",
    branch: [
      "Flights to Malaga are booked - we leave Gatwick on Friday 25 July at 06:40, come back on 8 August, and the total for all four of us came to £1,236.",
      "Amazing, I'll sort the airport parking.",
    ],
    parent: [
      "So the plan is: out of Gatwick on 25 July (the 6:40am flight, sorry everyone), home again on the 9th of August, £1,236 altogether for the family.",
      "Who's telling the kids?",
    ],
    conflicts: [["8 August", "9th of August"]],
    paraphrases: [["06:40", "6:40am"]],
    shapes: ["multi"],
  },
  {
    name: "h25 nursery invoice due",
    branch: [
      "The nursery invoice for March is in: 12 full days at £68 a day, so £816 altogether, due by the 5th.",
      "Can you transfer it from the joint account?",
    ],
    parent: ["Nursery wants £816 by the 7th - that's twelve full days at £68 each.", "I'll pay it tonight."],
    conflicts: [["due by the 5th", "by the 7th"]],
    paraphrases: [["12 full days", "twelve full days"]],
    shapes: ["multi"],
  },
  {
    name: "h25 front tyres booking",
    branch: [
      "Car's booked into Kwik Fit on Wednesday 3rd at 8.30am: two new front tyres, about £190 fitted.",
      "Can you drop me at the station after?",
    ],
    parent: [
      "Garage drop-off is Wed 3rd, half eight; they're replacing the two front tyres for roughly £210 including fitting.",
      "OK, and I'll pick it up at lunch.",
    ],
    conflicts: [["£190", "£210"]],
    paraphrases: [
      ["Wednesday 3rd", "Wed 3rd"],
      ["8.30am", "half eight"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h25 science museum trip",
    branch: [
      "The Year 5 trip to the Science Museum is on Thursday 20 June - the coach leaves school at 8:15, it costs £18, and they need a packed lunch in a disposable bag.",
      "I'll get crisps in.",
    ],
    parent: [
      "Signing Noah's permission slip for the Science Museum: 20/06, coach departs 8:15am, packed lunch needed, £15 contribution via ParentPay.",
      "Did you pay it yet?",
      "Not yet, doing it now.",
    ],
    conflicts: [["costs £18", "£15 contribution"]],
    paraphrases: [
      ["Thursday 20 June", "20/06"],
      ["8:15", "8:15am"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h25 trampoline party deposit",
    branch: [
      "Sam's party is at Jump Zone on Sunday the 14th, 2 till 4pm, 15 kids max, and the deposit is £50.",
      "Invites go out Monday.",
    ],
    parent: [
      "Jump Zone confirmed by email: Sunday 14th, 2–4pm, fifteen children, £60 deposit already paid on the card.",
      "Great, I'll do party bags.",
    ],
    conflicts: [["deposit is £50", "£60 deposit"]],
    paraphrases: [
      ["15 kids", "fifteen children"],
      ["2 till 4pm", "2–4pm"],
    ],
    shapes: ["multi"],
  },

  // ------------------------------------------------------------ paraphrase
  {
    name: "h25 council tax instalments",
    branch: [
      "Council tax bill arrived. It's £1,842 for the year, spread over ten monthly payments.",
      "Band C still, thankfully.",
    ],
    parent: [
      "Did the council tax letter come?",
      "Yes - one thousand eight hundred and forty-two pounds in total, paid in 10 instalments from April.",
      "Ok, I'll set up the direct debit.",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,842", "one thousand eight hundred and forty-two pounds"],
      ["ten monthly payments", "10 instalments"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 dad eye test",
    branch: [
      "Dad's eye test is booked for 14:30 on the 2nd at Specsavers in town.",
      "He'll need a lift, his eyes go blurry after the drops.",
    ],
    parent: ["I'll drive Dad to Specsavers for 2.30pm on the 2nd and wait with him.", "Thank you, you're a star."],
    conflicts: [],
    paraphrases: [["14:30", "2.30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 home insurance renewal",
    branch: [
      "Home insurance renews on 1 October. Renewal quote from Aviva is £312 for buildings and contents.",
      "Should we shop around?",
    ],
    parent: [
      "Aviva renewal letter: cover renews 01/10, premium £312 a year.",
      "Let's check the comparison sites this weekend before it auto-renews.",
    ],
    conflicts: [],
    paraphrases: [["1 October", "01/10"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 broadband switch",
    branch: [
      "Switching broadband to Community Fibre: 500 Mbps for £29.99 a month, 24-month contract.",
      "Install date is the 18th.",
    ],
    parent: [
      "New internet is five hundred megabits per second, £29.99 monthly, on a two-year deal.",
      "Engineer comes on the 18th, so I'll be home.",
    ],
    conflicts: [],
    paraphrases: [
      ["500 Mbps", "five hundred megabits per second"],
      ["24-month contract", "two-year deal"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 mum cardiology appointment",
    branch: [
      "Mum's cardiology appointment is on Tuesday 4 November at 9:15 in the outpatients building.",
      "I'll take the day off to drive her.",
    ],
    parent: ["Hospital letter for Mum: Nov 4th, quarter past nine, outpatients.", "Bring her medication list."],
    conflicts: [],
    paraphrases: [
      ["4 November", "Nov 4th"],
      ["9:15", "quarter past nine"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 storage unit between houses",
    branch: ["Booked a storage unit for between houses: 50 sq ft at Big Yellow, £24 a week."],
    parent: [
      "The storage place is fifty square feet, which should take the boxes and the bikes.",
      "And it's twenty-four pounds weekly, first month half price.",
    ],
    conflicts: [],
    paraphrases: [
      ["50 sq ft", "fifty square feet"],
      ["£24 a week", "twenty-four pounds weekly"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 metered water bill",
    branch: ["Thames Water reckon we should pay £38.50 per month now we're on a meter."],
    parent: ["Water's going to be 38.50 pounds a month from the next bill.", "Better than the old flat rate."],
    conflicts: [],
    paraphrases: [["£38.50 per month", "38.50 pounds a month"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 mortgage overpayment",
    branch: ["Plan for January: a £5k lump sum overpayment on the mortgage, from the bonus.", "Sounds sensible."],
    parent: [
      "Mortgage note: overpaying £5,000 in January out of the bonus money, which keeps us under the lender's yearly limit.",
    ],
    conflicts: [],
    paraphrases: [["£5k", "£5,000"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 camping trip arrival",
    branch: [
      "The campsite is 2 km from the beach, and we can arrive any time after 12pm.",
      "Have we still got the big tent pegs?",
    ],
    parent: ["Trefalen campsite: two kilometres to the sand, check-in after midday.", "Bring the windbreak."],
    conflicts: [],
    paraphrases: [
      ["2 km", "two kilometres"],
      ["12pm", "midday"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 saturday babysitter",
    branch: ["Jess is babysitting Saturday from 7pm, and we're paying £12 an hour.", "She's fine with the cat."],
    parent: ["Babysitter arrives at 19:00 on Saturday; rate is twelve pounds per hour.", "Leave cash on the side."],
    conflicts: [],
    paraphrases: [
      ["7pm", "19:00"],
      ["£12 an hour", "twelve pounds per hour"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 driving lesson block",
    branch: ["Ella's booked a block of 10 driving lessons with Andy for £350.", "First one is next Tuesday."],
    parent: [
      "Paid Andy three hundred and fifty pounds for Ella's ten lessons.",
      "He picks her up from college on Tuesdays.",
    ],
    conflicts: [],
    paraphrases: [
      ["10 driving lessons", "ten lessons"],
      ["£350", "three hundred and fifty pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h25 wedding rsvp deadline",
    branch: ["Rachel and Tom want RSVPs by 30th June for the wedding.", "I'll say yes for both of us."],
    parent: [
      "The wedding invite says reply by June 30 - I'll do the online form tonight.",
      "Don't forget the dietary bit.",
    ],
    conflicts: [],
    paraphrases: [["30th June", "June 30"]],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------- shared-words
  {
    name: "h25 two dinner money balances",
    branch: ["Mia's dinner money account is down to £4.20, can you top it up?"],
    parent: ["Finn's dinner money account is down to £11.60, so that one can wait.", "OK."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h25 phone plan allowance vs usage",
    branch: ["Our family phone plan allowance is 60GB a month across the four SIMs."],
    parent: [
      "We've used 42GB of the family phone plan this month already - the teenager is streaming on the bus.",
      "I'll have a word.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h25 caravan last year vs this year",
    branch: ["Last year the Norfolk caravan cost us £980 for the week in August."],
    parent: ["This year the Norfolk caravan is £1,150 for the week in August.", "Still worth it, I reckon."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h25 uniform polo each vs total",
    branch: ["The school polo shirts with the logo are £9 each from the uniform shop."],
    parent: ["Bought the polo shirts with the logo - £45 in total for five of them.", "Labelled them too."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h25 two bedroom carpets",
    branch: ["Carpet for the small bedroom is £420 fitted."],
    parent: [
      "Carpet for the main bedroom is £690 fitted, and they can do both on the same day.",
      "Let's go with Carpetright then.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h25 greece savings target vs saved",
    branch: ["We're aiming to save £2,000 for the Greece trip by June."],
    parent: ["We've saved £1,350 for the Greece trip so far.", "Another £200 this month and we're getting close."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
