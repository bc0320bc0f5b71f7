import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 43 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: household grocery budget, pension contribution form, lifeboat charity fun run, board-game
 *     crowdfunding tiers, heritage grant application, church roof appeal survey, chess club treasurer's
 *     account signatories, football kit sponsorship deal.
 *   few shared words (close + negation / identifier): insurance excess (negation), credit union loan
 *     repayments (identifier), school PTA raffle, share dividend payment date.
 *   multi: flatmates' rent split, holiday currency exchange, hospice bake sale, house-deposit savings
 *     account, cricket pavilion quiz night, mountain rescue sponsored hike.
 *   correction: farmers market stall float, wedding fund venue deposit, mortgage overpayments, scouts
 *     jumble sale.
 *   paraphrase: Christmas savings club, stag do kitty, credit card balance transfer, charity silent
 *     auction, university tuition instalments, retirement gift collection, shared electricity bill,
 *     cycle-to-work scheme, office lottery syndicate, freelance design invoice, self-assessment payment
 *     on account, street party fund.
 *   shared-words: rowing club subscriptions, harvest food drive, siblings' estate split, leasehold
 *     service charge, orthodontic payment plan, children's pocket money.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_43: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close (8)
  {
    name: "h43 household grocery budget",
    branch: [
      "ok doing the budget spreadsheet tonight, what did we land on for food?",
      "We said the big shop plus top-ups shouldn't go over £260 a month, right? That was the whole point of dropping the takeaway nights.",
      "yep. and I'll move the gym membership onto the joint account",
    ],
    parent: [
      "Final version of the household budget, for the fridge door: mortgage and council tax unchanged; groceries £520 per month; petrol £90; whatever's left goes into the holiday pot.",
      "Looks good, I'll print it.",
    ],
    conflicts: [["£260 a month", "£520 per month"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 pension contribution form deadline",
    branch: [
      "Has anyone sent back the pension form yet? I want to go from 5% up to 8%.",
      "um yeah so I rang the payroll lady this morning and she said, er, the form's got to be with them by Friday the fourteenth of March or it won't go through on the next payslip, so don't leave it",
      "Friday the fourteenth, got it, thanks",
    ],
    parent: [
      "For reference, from the staff handbook: the deadline for changing your pension contribution rate is 15 March. Changes received after that date are applied one month later.",
    ],
    conflicts: [["Friday the fourteenth of March", "15 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 lifeboat fun run start",
    branch: [
      "Registration for the Rotary 5K in aid of the lifeboats is open – €20 per adult, kids go free.",
      "Grand. What time do we need to be there?",
      "The starting gun goes at half nine in the morning, so get there early to pin your number on.",
    ],
    parent: [
      "Runners set off 7.30pm sharp – it's a glow-stick twilight event this year, bring a head torch.",
      "Ha, fair enough. I'll dig out the torches.",
    ],
    conflicts: [["half nine in the morning", "7.30pm"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 board game crowdfunding tiers",
    branch: [
      "How's the Kickstarter page coming along?",
      "Nearly there. We're keeping it simple with three reward tiers: the digital rulebook, the boxed game, and the deluxe edition with the metal coins.",
      "Simple is good, backers hate scrolling.",
    ],
    parent: [
      "Quick update on the campaign: the funding goal stays at $18,000, and after a lot of back and forth we settled on eight tiers so there's something for every budget.",
      "nice, more options for the superfans",
    ],
    conflicts: [["three reward tiers", "eight tiers"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 heritage grant budget template",
    branch: [
      "I've started filling in the Heritage Fund application for the mill restoration. The budget section is fiddly.",
      "Note that their portal only accepts the budget template v3.1 – anything older gets bounced automatically.",
      "Thanks, I'll redo my figures in that.",
    ],
    parent: [
      "Reminder from the funder's guidance notes: download budget spreadsheet version 3.2 from the resources page before you enter any figures. We're asking for £45,000 in total.",
      "Will do.",
    ],
    conflicts: [["template v3.1", "spreadsheet version 3.2"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 church roof appeal survey area",
    branch: [
      "so I went up with the surveyor this morning and um, basically the bit that needs redoing on the north aisle is about eighty-five square metres, which is, you know, less than we'd feared",
      "That's a relief. Does that change the appeal target?",
      "not yet, he's sending the quote next week",
    ],
    parent: [
      "Surveyor's report summary: damaged lead on the north aisle roof covers 95 m²; full replacement recommended; quote to follow.",
      "I'll put that in the parish newsletter with the appeal thermometer.",
    ],
    conflicts: [["eighty-five square metres", "95 m²"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 chess club second signatory",
    branch: [
      "AGM minutes are up. Colm stays on as treasurer, annual subs stay at €40, and Margaret Okafor was voted in as the second cheque signatory.",
      "Good, Margaret's sensible with money.",
    ],
    parent: [
      "Bank mandate form is ready to post – the other person authorised on the club account will be Derek Lyle, so he needs to pop into the branch with his passport.",
      "And Colm's already on it as treasurer?",
      "Yes, Colm stays.",
    ],
    conflicts: [["Margaret Okafor", "Derek Lyle"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 kit sponsor photo venue",
    branch: [
      "Signed the sponsorship with Hartley Plumbing: $4,500 for the season and their logo on the front of the shirts.",
      "Brilliant. When's the photo?",
      "Sunday. The kit launch photos are at Hollins Road ground, 11am, full squad please.",
    ],
    parent: [
      "Hartley's marketing person emailed – they'd like the shirt reveal shot done outside Meadowbank Leisure Centre at 11am Sunday, since it's round the corner from their showroom.",
      "Fine by me, I'll tell the lads.",
    ],
    conflicts: [["Hollins Road ground", "Meadowbank Leisure Centre"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- few shared words (4)
  {
    name: "h43 insurance excess waived or not",
    branch: [
      "um right so update on the bumper thing, I finally got through to the claims handler and because the other driver's admitted it was his fault they're, er, letting us off the excess completely, so we don't pay a penny",
      "Oh thank god",
    ],
    parent: [
      "Letter from Brightway Insurance arrived today. We're still liable for the £350 excess on our policy regardless of fault; it'll be deducted from the settlement.",
      "Annoying but expected.",
    ],
    conflicts: [["letting us off the excess", "still liable for the £350 excess"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h43 credit union loan reference",
    branch: [
      "Setting up the monthly transfer to the credit union for the loan. $210 on the 3rd of each month, right?",
      "Yes. And put LN-77341-B in the memo line or it won't match to your account.",
    ],
    parent: [
      "From the credit union's welcome pack: when repaying by bank transfer, always quote reference LN-77314-B so the payment is allocated correctly.",
      "ok noted",
    ],
    conflicts: [["LN-77341-B", "LN-77314-B"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h43 pta raffle top prize value",
    branch: [
      "hiya just a quick one about the raffle, so the top prize this year is the hamper from Fenwicks and they reckon it's worth about a hundred and fifty pounds, which is amazing really",
      "Wow, we should shout about that.",
    ],
    parent: [
      "Poster draft: Summer Fair Raffle – 1st prize valued at £40! Tickets £1 or a strip of six for £5.",
      "Looks cheerful, send it to the school office.",
    ],
    conflicts: [["a hundred and fifty pounds", "valued at £40"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h43 northgate dividend pay date",
    branch: [
      "Did you see Northgate announced their final dividend? 42 cents a share.",
      "Nice. When does the money actually land?",
      "Cash hits brokerage accounts on June 12.",
    ],
    parent: [
      "Northgate results summary: final dividend 42 cents per share; ex-dividend date 22 May; pay date 13 June.",
      "ok so mid-June then",
    ],
    conflicts: [["June 12", "13 June"]],
    paraphrases: [["42 cents a share", "42 cents per share"]],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi (6)
  {
    name: "h43 flatmates rent split",
    branch: [
      "landlord finally replied about the renewal",
      "From Monday 1 September the rent goes up to £1,740 a month, so split three ways that's £580 each, paid into Priya's account by the 28th of the month before.",
      "ugh. fine.",
    ],
    parent: [
      "Summary for the flat group: new rent from 1/9 is £1,740 – £580 each between the three of us, transferred to Priya by the 25th of the month before. Bills stay separate as now.",
      "Thanks for sorting it Priya",
    ],
    conflicts: [["by the 28th", "by the 25th"]],
    paraphrases: [["Monday 1 September", "1/9"]],
    shapes: ["multi"],
  },
  {
    name: "h43 holiday euros collection",
    branch: [
      "Booked our holiday money: £800 into euros at 1.14, collection from the Post Office on Thursday 3 July, any time after 2pm.",
      "Perfect, that's the day before we fly.",
    ],
    parent: [
      "yeah so I've ordered the euros, it's eight hundred pounds worth, um, and we pick it up on the third of July, the rate was one point one four which is decent actually, and they said it'll be ready from about four pm",
      "so I'll grab it on the way home from work",
    ],
    conflicts: [["after 2pm", "from about four pm"]],
    paraphrases: [
      ["£800", "eight hundred pounds"],
      ["Thursday 3 July", "the third of July"],
      ["1.14", "one point one four"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h43 hospice bake sale flyer",
    branch: [
      "Who's doing the flyer for the hospice bake sale?",
      "Me! Saturday 10 May in the church hall, 10am till 1pm, and we're pricing everything at £1.50 a slice to keep the maths easy.",
      "love it",
    ],
    parent: [
      "Flyer text for approval: Bake Sale for St Clare's Hospice – Sat 10th May, church hall, 10:00–13:00. All cakes £3 a slice, cash or card.",
      "Approved, send it to the printer.",
    ],
    conflicts: [["£1.50 a slice", "£3 a slice"]],
    paraphrases: [
      ["Saturday 10 May", "Sat 10th May"],
      ["10am till 1pm", "10:00–13:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h43 house deposit savings account",
    branch: [
      "right so I've been comparing savings accounts for the house deposit and the one I like is the Skyline easy access, it's four point three five percent AER variable, opens with just a pound, and you get three penalty-free withdrawals a year, after that the rate drops for that month",
      "Sounds fine, go for it.",
    ],
    parent: [
      "Went with Skyline in the end – 4.53% AER, £1 minimum to open, 3 free withdrawals per year.",
      "nice, set up the standing order too",
    ],
    conflicts: [["four point three five percent", "4.53% AER"]],
    paraphrases: [
      ["just a pound", "£1 minimum"],
      ["three penalty-free withdrawals a year", "3 free withdrawals per year"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h43 cricket pavilion quiz night",
    branch: [
      "okay so for the pavilion fundraiser quiz, um, it's on Friday the twenty-first of March, doors at seven, teams of up to six, and it's a tenner a head which includes chips",
      "I'll do the picture round if nobody else wants it",
    ],
    parent: [
      "Listing for the village newsletter: Quiz Night in aid of the Cricket Club Pavilion – Friday 18 April, doors 7pm, maximum 6 per team, £10 per person (chips included).",
      "Great, thanks for writing that up.",
    ],
    conflicts: [["Friday the twenty-first of March", "Friday 18 April"]],
    paraphrases: [
      ["doors at seven", "doors 7pm"],
      ["teams of up to six", "maximum 6 per team"],
      ["a tenner a head", "£10 per person"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h43 mountain rescue hike pledge",
    branch: [
      "Plan for the mountain rescue hike: Sunday 8 June, meet at the visitor centre car park at 6am, the route's 32 km over the three peaks, and everyone's aiming to raise at least €300.",
      "Count me in. Boots are broken in.",
    ],
    parent: [
      "Text for the sponsorship page: On 8 June (Sunday) our team sets off from the visitor centre at 06:00 to walk 32 kilometres across three peaks. Each walker has pledged to raise a minimum of €1,000 for the mountain rescue team.",
      "Looks great, publishing now",
    ],
    conflicts: [["at least €300", "a minimum of €1,000"]],
    paraphrases: [
      ["Sunday 8 June", "8 June (Sunday)"],
      ["6am", "06:00"],
      ["32 km", "32 kilometres"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction (4)
  {
    name: "h43 farmers market stall float",
    branch: [
      "Float for Saturday's farmers market stall is $50 in small bills and quarters.",
      "Sorry, I misread Jan's note – the float is $150, she wants extra fives because we ran out of change last week.",
      "ok I'll get it from the bank on Friday",
    ],
    parent: [
      "Jan's checklist for Saturday: stall float $50, card reader charged, takings go in the grey cash box and get counted at 2pm.",
      "Got it.",
    ],
    conflicts: [["the float is $150", "stall float $50"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h43 wedding venue deposit deadline",
    branch: [
      "so the venue deposit, that's the two thousand euros, um, that's due on the thirtieth of April, just so you know",
      "Update: the venue emailed, they've moved the deposit deadline to 15 August because the new owners are redoing all their contracts.",
      "Phew, more time to save.",
    ],
    parent: [
      "Wedding fund checklist: venue deposit €2,000 due 30 April; photographer €400 on booking; band balance a week before.",
      "I'll transfer my half at the weekend.",
    ],
    conflicts: [["15 August", "due 30 April"]],
    paraphrases: [["two thousand euros", "€2,000"]],
    shapes: ["correction"],
  },
  {
    name: "h43 mortgage monthly overpayment",
    branch: [
      "Worked out the mortgage overpayment – £200 a month on top of the normal payment still leaves us a decent buffer.",
      "Agreed, let's do it.",
    ],
    parent: [
      "Plan: overpay the mortgage by £200 a month from October.",
      "Actually, the lender's terms cap penalty-free overpayments lower than I thought, so make that £150 a month.",
      "Fair enough.",
    ],
    conflicts: [["£200 a month", "make that £150 a month"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h43 scouts jumble sale setup",
    branch: [
      "um so for the jumble sale, set-up's at quarter to nine, so if you could bring the trestle tables in your van for then that'd be brilliant",
      "No problem, I'll be there.",
    ],
    parent: [
      "Scouts jumble sale: hall set-up from 8:45, doors open to the public at 10, 20p entry.",
      "They've moved set-up to 9:15 – the toddler group has the hall until nine.",
    ],
    conflicts: [["quarter to nine", "set-up to 9:15"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- paraphrase (12)
  {
    name: "h43 christmas savings club",
    branch: [
      "so the Christmas club at the social, um, it's twenty-five pounds a week from January, and they pay it all out on the first of December, which is perfect for the presents",
      "That's good discipline honestly.",
    ],
    parent: [
      "Christmas savings club terms (from the leaflet): contributions £25 weekly, paid out 1/12, no interest, you can miss up to two weeks.",
      "sign me up",
    ],
    conflicts: [],
    paraphrases: [
      ["twenty-five pounds a week", "£25 weekly"],
      ["the first of December", "1/12"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 stag do kitty",
    branch: [
      "Kitty for Kraków is €120 each, covers the go-karting and the first night's dinner.",
      "When do we meet?",
      "Friday, 6pm at the airport bar.",
    ],
    parent: [
      "alright lads so the kitty is a hundred and twenty euros per person, um, Dan's holding it, and we're meeting at the airport on the Friday at eighteen hundred, don't be late",
    ],
    conflicts: [],
    paraphrases: [
      ["€120 each", "a hundred and twenty euros per person"],
      ["6pm", "eighteen hundred"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 credit card balance transfer",
    branch: [
      "I'm moving the $3,400 card balance to the new Clearline card – 0% for 24 months, with a 3% transfer fee.",
      "Is the fee added to the balance?",
      "Yep.",
    ],
    parent: [
      "did the balance transfer go through? the one that's two years interest-free",
      "Yes, $3,400 moved, and the three per cent fee was added on, so about $102 extra.",
    ],
    conflicts: [],
    paraphrases: [
      ["0% for 24 months", "two years interest-free"],
      ["3% transfer fee", "three per cent fee"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 silent auction reserve",
    branch: [
      "For the silent auction, the signed baseball has a reserve of $1.2k.",
      "Reasonable, it's a rookie-year signature.",
    ],
    parent: [
      "Auction catalogue, lot 7: signed rookie-season baseball. Reserve: $1,200. Bids in $50 increments.",
      "Can we start the bidding sheet at the reserve?",
    ],
    conflicts: [],
    paraphrases: [["$1.2k", "$1,200"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 tuition fee instalments",
    branch: [
      "The university's payment plan splits the year's fees of £9,535 into three instalments; the second is taken on 15 January 2026.",
      "Okay, I'll make sure the account's topped up after Christmas.",
    ],
    parent: [
      "Student finance portal says the next instalment is taken 2026-01-15 – total for the year is still £9,535, paid in 3 instalments.",
    ],
    conflicts: [],
    paraphrases: [
      ["15 January 2026", "2026-01-15"],
      ["three instalments", "3 instalments"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 retirement gift collection",
    branch: [
      "hi all, so we're doing a collection for Sandra's retirement, um, I'd suggest a tenner each but whatever you can manage, and can you get it to me by Thursday at noon so I can order the gift",
      "I'll drop mine round tomorrow",
    ],
    parent: [
      "Sandra's leaving collection: £10 each suggested, envelope on Gareth's desk, closes 12:00 Thursday.",
      "Is there a card as well?",
      "Yes, card's in the same drawer.",
    ],
    conflicts: [],
    paraphrases: [
      ["a tenner each", "£10 each"],
      ["Thursday at noon", "12:00 Thursday"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 shared electricity bill",
    branch: [
      "Electricity bill came in: €186.40 for the quarter, so four of us at €46.60 each.",
      "Can you send the Revolut request?",
    ],
    parent: [
      "Quarterly electricity: one hundred and eighty-six euros forty in total, split between 4 people = €46.60 per person. Please pay by Sunday.",
    ],
    conflicts: [],
    paraphrases: [
      ["€186.40", "one hundred and eighty-six euros forty"],
      ["four of us", "4 people"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 cycle to work scheme",
    branch: [
      "so with the bike scheme at work, um, the limit's a grand, and they take it out of your wages over a year, before tax, so it ends up quite a lot cheaper than buying it outright",
      "What bike are you going for?",
      "the grey gravel one",
    ],
    parent: [
      "Cycle to Work scheme summary from HR: maximum £1,000 per employee; repaid by salary sacrifice over 12 months; savings depend on your tax band.",
    ],
    conflicts: [],
    paraphrases: [
      ["a grand", "£1,000"],
      ["over a year", "over 12 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 office lottery syndicate",
    branch: ["Office lottery syndicate is $2 a week per person, 14 of us in.", "When's the draw?", "Saturdays, 20:30."],
    parent: [
      "Reminder: syndicate money is two dollars weekly, collected Mondays. Draw's Saturday at 8:30pm, I'll post the numbers in here.",
    ],
    conflicts: [],
    paraphrases: [
      ["$2 a week", "two dollars weekly"],
      ["20:30", "8:30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 freelance brand refresh invoice",
    branch: [
      "Invoice 2025-031 sent to Brightside Media: €2,400 for the brand refresh, payment terms net 30.",
      "Did they confirm receipt?",
      "Yes, this morning.",
    ],
    parent: ["brightside asked what the total was again, told them 2.4k euros, due within 30 days of the invoice"],
    conflicts: [],
    paraphrases: [
      ["€2,400", "2.4k euros"],
      ["net 30", "within 30 days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 self assessment payment on account",
    branch: [
      "My accountant says my second payment on account is £1,850, due 31 July.",
      "Ouch. Have you got it set aside?",
    ],
    parent: [
      "yeah so I checked the tax account online and um, the payment on account is eighteen hundred and fifty pounds, and it's due July the thirty-first, so I've put a reminder in my phone",
    ],
    conflicts: [],
    paraphrases: [
      ["£1,850", "eighteen hundred and fifty pounds"],
      ["31 July", "July the thirty-first"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h43 street party fund",
    branch: [
      "Street party committee update: we've got £640 in the fund after the council grant, and tombola tickets will be £0.50.",
      "Starts at half past two on the Saturday, road closure from 1.",
    ],
    parent: [
      "Flyer: Coronation Road Street Party, Saturday 2:30pm onwards. Tombola 50p a go, bring a dish to share!",
      "and the fund's £640 so we can afford the bouncy castle",
    ],
    conflicts: [],
    paraphrases: [
      ["half past two", "2:30pm"],
      ["£0.50", "50p"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (6)
  {
    name: "h43 rowing club adult vs junior subs",
    branch: [
      "Committee agreed the subs for next season: adult annual membership is £320, payable in two halves.",
      "Boat insurance went up again, hence the rise.",
    ],
    parent: [
      "For the juniors' parents: junior annual membership is £140, payable in two halves, and includes the Saturday coaching sessions.",
      "That's fair for the amount of water time they get.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h43 harvest food drive target vs total",
    branch: [
      "so um our target for the harvest food drive, er, was five hundred tins, wasn't it, I said that in assembly anyway",
      "Did we get close?",
    ],
    parent: [
      "Final count from the harvest food drive: we collected 430 tins, plus 60 packets of pasta.",
      "Not bad at all.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h43 siblings estate shares",
    branch: [
      "Solicitor's letter came: after the house sale, Tom's share of the estate comes to £42,000, because of the loan Mum gave Anna in 2019.",
    ],
    parent: [
      "so Anna's share of the estate comes to £38,000 once the 2019 loan is taken off",
      "Right, and the solicitor's fee comes out before either share is paid.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h43 leasehold service charge years",
    branch: [
      "The managing agent's accounts show the service charge for 2024 was £1,480 per flat.",
      "Was that the year they replaced the lift?",
    ],
    parent: [
      "Budget notice just arrived: service charge for 2025 is £1,620 per flat, payable quarterly.",
      "Another rise, great. Residents' meeting on Tuesday?",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h43 orthodontic plan monthly vs total",
    branch: ["The clinic's payment plan for my braces is $95 a month.", "that's not bad for braces honestly"],
    parent: ["Orthodontic treatment quote: $1,140 total, spread over 12 monthly payments, no interest."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h43 two kids pocket money",
    branch: [
      "We agreed Maya gets £6 a week pocket money now she's eleven.",
      "And she has to empty the dishwasher for it.",
    ],
    parent: [
      "Leo gets £4 a week pocket money until he's ten, then we'll review it.",
      "He'll argue for more, you know he will.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
