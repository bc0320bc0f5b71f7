import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 21 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: remortgage arrangement fee, home insurance ceiling-leak adjuster visit, payroll timesheet
 *     cut-off, green coffee wholesale order, online shop payments plugin, bakery flour delivery,
 *     year-end audit partner, second-hand bike sale handover.
 *   multi: meal-kit subscription, card-terminal rollout across a retail chain, wine club case,
 *     travel insurance claim, crowdfunding launch, furniture warehouse clearance.
 *   correction: gym membership renewal, auction house consignment, phone contract upgrade,
 *     high-street bank branch closure.
 *   few shared words: electronics refund (negation), supplier bank details (identifier), employer
 *     pension contribution, gift voucher validity.
 *   paraphrase: travel money pickup, student loan overpayment, freelance invoice terms, ring
 *     valuation for insurance, workshop business loan, bookshop stocktake, ATM cash replenishment,
 *     charity shop textile sales, pharmacy loyalty points, expense claim deadline, tile container
 *     import, design software licence renewal.
 *   shared-words: credit card limit vs balance, car dealership commissions, toy shop target vs
 *     actual, petty cash by month, Depop jeans per pair vs bundle, florist shops' Valentine's orders.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_21: HeldOutConflictCase[] = [
  // ---------------------------------------------------------------- close
  {
    name: "h21 remortgage arrangement fee",
    branch: [
      "Right, I've got the remortgage offer PDF open now.",
      "So setting up the new loan costs us £1,495 in lender fees — they'll add it onto the balance unless we pay it upfront.",
      "Paying upfront or rolling it in? I'd rather not pay interest on it for years.",
    ],
    parent: [
      "Spoke to Karen the broker this morning while you were out.",
      "Halifax's arrangement charge is £1,295 on that product, and the valuation is free.",
      "She reckons we should sign by the end of the month.",
    ],
    conflicts: [["£1,495 in lender fees", "arrangement charge is £1,295"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 ceiling leak adjuster visit",
    branch: [
      "The stain on the hallway ceiling has gone darker again, by the way.",
      "Loss adjuster from Aviva is coming round on Thursday 14 March to look at it.",
      "Can you be home? I've got the dentist that morning.",
    ],
    parent: [
      "Insurer's inspector booked for 21 March, so please don't repaint anything before then.",
      "They also want photos of the bathroom pipework uploaded to the claim portal.",
    ],
    conflicts: [["Thursday 14 March", "booked for 21 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 timesheet approval cut-off",
    branch: [
      "Quick one — when do managers need to sign off timesheets this month?",
      "Ok found it: timesheets have to be approved by 3pm Wednesday or people miss the June run.",
      "I'll nudge the warehouse supervisors.",
    ],
    parent: [
      "Reminder from finance: payroll cut-off for approvals is 1pm on Wednesday.",
      "Payslips go out on the 28th as usual.",
      "Thanks all.",
    ],
    conflicts: [["by 3pm Wednesday", "1pm on Wednesday"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 green coffee sack order",
    branch: [
      "Roaster's been running hot all week, Dan's looking at the thermostat.",
      "For the next order we're taking eleven sacks of the Colombian, that's as much as we can store.",
    ],
    parent: [
      "Green bean order from Colombia: nine sacks, delivered to the roastery on the 3rd.",
      "Ethiopian stays at two sacks.",
      "Shout if that's wrong.",
    ],
    conflicts: [["eleven sacks", "nine sacks"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 shop payments plugin version",
    branch: [
      "I upgraded the Stripe plugin on the shop to 4.2.1 last night and checkout is working again.",
      "Test order went through with my own card, refunded it straight after.",
    ],
    parent: [
      "Has anyone touched the website this week? Abandoned baskets look normal again.",
      "For the record, the store is running version 4.3.0 of the payments extension now.",
    ],
    conflicts: [["to 4.2.1", "version 4.3.0"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 bakery flour delivery weight",
    branch: [
      "Mill rang: they'll deliver 750 kg of strong white flour on Monday.",
      "Can someone clear the back store so the pallet fits?",
    ],
    parent: [
      "Monday's flour drop is 500 kg, strong white, on one pallet.",
      "Rye is coming separately next week.",
      "I'll be in from six to take it.",
    ],
    conflicts: [["750 kg", "500 kg"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 year-end audit partner",
    branch: [
      "Got the engagement letter from Grant Thornton.",
      "Our audit partner this year is Priya Nandakumar, she replaced the chap from last year.",
      "Fieldwork starts after the stock count.",
    ],
    parent: [
      "Who's leading the year-end audit? Per the letter it'll be Sunil Mehta.",
      "We need the fixed asset register ready before they arrive.",
    ],
    conflicts: [["Priya Nandakumar", "Sunil Mehta"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 second-hand bike handover",
    branch: [
      "Someone's finally bitten on the Trek, offering £350.",
      "The guy says he'll meet us outside Clapham Junction station at noon on Saturday.",
    ],
    parent: [
      "Bike buyer confirmed — handover happens at Brixton station, midday Saturday.",
      "He's paying by bank transfer on the spot.",
    ],
    conflicts: [["outside Clapham Junction station", "at Brixton station"]],
    paraphrases: [["at noon", "midday"]],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- multi
  {
    name: "h21 meal kit family plan",
    branch: [
      "Tried cancelling and they offered me a deal instead, so I took it.",
      "From Monday 3 June the family plan goes to four meals a week for 4 people at £74.99, delivered on Tuesdays.",
      "We can pause it in August when we're away.",
    ],
    parent: [
      "Confirmed with HelloFresh: starting 3/6 we get 4 recipes weekly, family size, for £79.99 with Tuesday delivery.",
      "Can you add your card details, mine expired.",
    ],
    conflicts: [["£74.99", "£79.99"]],
    paraphrases: [
      ["Monday 3 June", "3/6"],
      ["four meals a week", "4 recipes weekly"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h21 card terminal rollout",
    branch: [
      "Engineering confirmed the schedule for the new card machines.",
      "We're installing 36 card readers across the 12 stores on 9 September, with engineers on site from 7am so tills are live before opening.",
      "Store managers need to be in early.",
    ],
    parent: [
      "Rollout plan as agreed with the vendor: thirty-six terminals, twelve shops, install day is 16 September (starting at 07:00).",
      "Old Ingenico units go back in the same boxes.",
    ],
    conflicts: [["on 9 September", "install day is 16 September"]],
    paraphrases: [
      ["36 card readers", "thirty-six terminals"],
      ["12 stores", "twelve shops"],
      ["7am", "07:00"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h21 wine club quarterly case",
    branch: [
      "Next quarter's case is 12 bottles (mostly Rioja and a couple of whites) for £165, dispatched the first week of October.",
      "Worth keeping? Last one was decent.",
    ],
    parent: [
      "Yeah it was.",
      "Autumn case from the club — a dozen bottles, Rioja-heavy, £165 — ships in the second week of October according to the email.",
    ],
    conflicts: [["first week of October", "second week of October"]],
    paraphrases: [["12 bottles", "a dozen bottles"]],
    shapes: ["multi"],
  },
  {
    name: "h21 cancelled trip insurance claim",
    branch: [
      "I've filed the claim for the cancelled Lisbon trip: 2 flights and 3 hotel nights, £1,240 in total, with the £100 excess taken off the payout.",
      "Reference is on the email if you need it.",
    ],
    parent: [
      "Travel insurer acknowledged it — two flights, three nights' hotel, £1,240 total and a £150 excess deducted, decision within ten working days.",
      "Fingers crossed.",
    ],
    conflicts: [["£100 excess", "£150 excess"]],
    paraphrases: [
      ["2 flights", "two flights"],
      ["3 hotel nights", "three nights' hotel"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h21 crowdfunding launch plan",
    branch: [
      "Final numbers for the Kickstarter: campaign launches Tuesday 4 February at 10:00 GMT with a £25,000 goal and 30 days to run.",
      "Video edit is nearly done.",
    ],
    parent: [
      "Did the printer send the proof for the reward cards?",
      "Not yet. Anyway, for the page copy: we go live on 4 Feb at 10am UK time, the target is £25k, and the campaign lasts 45 days.",
    ],
    conflicts: [["30 days to run", "lasts 45 days"]],
    paraphrases: [
      ["Tuesday 4 February", "4 Feb"],
      ["10:00 GMT", "10am UK time"],
      ["£25,000 goal", "£25k"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h21 furniture warehouse clearance",
    branch: [
      "The warehouse clearance runs Saturday 12 October, 9am till 4pm, with 40% off all sofas and roughly 120 pieces of stock out on the floor.",
      "We'll need two extra people on the tills.",
    ],
    parent: [
      "Clearance day on the 12th of October: doors 9:00 to 16:00, sofas at 30% off, around 120 items on display.",
      "Posters go up Monday.",
    ],
    conflicts: [["40% off", "30% off"]],
    paraphrases: [
      ["Saturday 12 October", "12th of October"],
      ["9am till 4pm", "9:00 to 16:00"],
    ],
    shapes: ["multi"],
  },

  // ---------------------------------------------------------------- correction
  {
    name: "h21 gym membership renewal",
    branch: [
      "The annual membership renewal is £420 this year.",
      "Sorry, I misread the email — it's £460 because of the January price rise.",
      "Still cheaper than paying monthly.",
    ],
    parent: ["Gym renewal came through: £420 for the year, due 1 April.", "I'll pay it from the joint account."],
    conflicts: [["it's £460", "£420 for the year"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h21 carriage clock auction date",
    branch: [
      "The two carriage clocks are going into the Bonhams sale on 18 May.",
      "Update: they moved it to 25 May because the catalogue photography is running late.",
    ],
    parent: [
      "Auction for the clocks is 18 May, viewing on the two days before.",
      "Reserve is £800 each, agreed with the specialist.",
    ],
    conflicts: [["moved it to 25 May", "clocks is 18 May"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h21 phone contract upgrade price",
    branch: ["The Vodafone upgrade works out at £38 a month on a 24-month plan.", "Includes unlimited data."],
    parent: [
      "New phone deal: £38 a month for 24 months.",
      "Actually scratch that, I misread the contract summary — it's £41 a month, not £38.",
      "Still want it?",
    ],
    conflicts: [["£38 a month on a 24-month plan", "it's £41 a month"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h21 high street bank closure date",
    branch: [
      "Our local NatWest branch shuts for good on 28 June.",
      "We'll have to pay the shop takings in at the Post Office after that.",
    ],
    parent: [
      "The NatWest on the high street closes on 28 June.",
      "Correction: the notice in the window now says the last trading day is 12 July.",
    ],
    conflicts: [["shuts for good on 28 June", "last trading day is 12 July"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---------------------------------------------------------------- few shared words
  {
    name: "h21 sealed headphones refund",
    branch: [
      "Took the Sony headphones back to Currys at lunch.",
      "They will refund the headphones in full since the box is still sealed.",
    ],
    parent: [
      "Store policy, according to the bloke at customer services: that headset isn't refundable, store credit only.",
      "Annoying but at least it's something.",
    ],
    conflicts: [["will refund the headphones in full", "isn't refundable"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h21 fabric supplier account number",
    branch: [
      "Can you pay the Hendry Fabrics invoice today?",
      "Their account number for the transfer is 41782236, sort code 20-45-77.",
    ],
    parent: ["Bank details on the remittance: 41782263 — sort 20-45-77.", "Amount is £2,318.40, reference HF-5521."],
    conflicts: [["41782236", "41782263"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h21 employer pension top-up",
    branch: [
      "Read through the new starter pack last night.",
      "The company tops up 5% into the scheme every month on top of what you put in.",
    ],
    parent: ["Employer pension match: 6% of salary.", "Also 25 days holiday plus bank holidays."],
    conflicts: [["tops up 5%", "match: 6%"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h21 gift voucher validity",
    branch: [
      "Customer at the till asked how long her voucher lasts.",
      "Vouchers bought in-store stay valid for 24 months, so she's fine.",
    ],
    parent: ["Gift card expiry policy: one year from purchase.", "Online ones work the same way."],
    conflicts: [["valid for 24 months", "one year from purchase"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---------------------------------------------------------------- paraphrase (no conflict)
  {
    name: "h21 euro travel money pickup",
    branch: ["I'm picking up €500 from the Post Office counter at 13:30.", "Rate was decent, better than the airport."],
    parent: ["Travel money order ready: five hundred euros, collection from 1:30pm.", "Bring photo ID."],
    conflicts: [],
    paraphrases: [
      ["€500", "five hundred euros"],
      ["13:30", "1:30pm"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 student loan overpayment",
    branch: [
      "I've made a one-off overpayment of £2,000 on my student loan.",
      "It should show on the statement dated 31/01/2025.",
    ],
    parent: ["Nice one.", "So that's 2k extra to the SLC — it'll be on the 31 January 2025 statement."],
    conflicts: [],
    paraphrases: [
      ["£2,000", "2k"],
      ["31/01/2025", "31 January 2025"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 freelance invoice terms",
    branch: [
      "Invoice #0147 for $3,200 went to the agency this morning, payment terms net 30.",
      "They paid the last one late, so I'll chase the day after it's due.",
    ],
    parent: [
      "Logged invoice 0147 ($3.2k) in the spreadsheet — they have thirty days to pay.",
      "Next one goes out when the site launches.",
    ],
    conflicts: [],
    paraphrases: [
      ["$3,200", "$3.2k"],
      ["net 30", "thirty days to pay"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 engagement ring valuation",
    branch: [
      "The ring was valued at £6,500 — 18 carat gold band with a 1.2 carat diamond.",
      "Jeweller said to update the contents policy.",
    ],
    parent: [
      "Appraisal certificate arrived: 18ct gold, 1.2 carat diamond, insured value six and a half thousand pounds.",
      "I'll scan it in tonight.",
    ],
    conflicts: [],
    paraphrases: [
      ["£6,500", "six and a half thousand pounds"],
      ["18 carat gold", "18ct gold"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 workshop business loan",
    branch: [
      "Bank approved the loan for the new workshop: £50,000 over five years at 7.9%.",
      "First repayment goes out next month.",
    ],
    parent: [
      "Loan terms from the relationship manager: 50k repaid over 60 months, fixed at 7.9%.",
      "Good news for once.",
    ],
    conflicts: [],
    paraphrases: [
      ["£50,000", "50k"],
      ["five years", "60 months"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 bookshop title count",
    branch: ["Stocktake done. We're carrying 1,200 titles in the shop right now.", "Fiction is about half of that."],
    parent: [
      "Sam's count says twelve hundred titles on the shelves.",
      "Can we redo the Penguin Classics display next week?",
    ],
    conflicts: [],
    paraphrases: [["1,200 titles", "twelve hundred titles"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 ATM cash top-up",
    branch: [
      "The cash-in-transit van tops the machine up with £40k every Fri, half six in the morning.",
      "So don't park in the loading bay on Thursday night.",
    ],
    parent: ["ATM replenishment: £40,000 each Friday, around 6:30am.", "The guards need the side door unlocked."],
    conflicts: [],
    paraphrases: [
      ["£40k", "£40,000"],
      ["half six in the morning", "6:30am"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 charity shop rag sale",
    branch: [
      "We sent 320 kilograms of unsellable textiles to the rag merchant on Tuesday.",
      "Donations are well up since the school holidays.",
    ],
    parent: ["Rag collection went out: 320kg this week.", "Payment comes in at the end of the month."],
    conflicts: [],
    paraphrases: [["320 kilograms", "320kg"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 pharmacy loyalty points",
    branch: ["New loyalty scheme at the pharmacy: you earn 1 point per £1 spent.", "And 500 points gets you £5 off."],
    parent: ["So it's a point for every pound, and five pounds off once you hit 500 points?", "Yep, exactly that."],
    conflicts: [],
    paraphrases: [
      ["1 point per £1", "a point for every pound"],
      ["£5 off", "five pounds off"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 first quarter expense deadline",
    branch: [
      "Expense claims for Q1 need to be in the system by 2024-03-31.",
      "Receipts must be attached; photos are fine.",
    ],
    parent: ["Deadline for Q1 expenses is 31st March 2024, no exceptions this time.", "Mileage goes on the same form."],
    conflicts: [],
    paraphrases: [["2024-03-31", "31st March 2024"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 porcelain tile container",
    branch: [
      "The tiles are coming in a 20-foot container, about 2,400 square metres of porcelain.",
      "Customs broker says clearance takes two days.",
    ],
    parent: ["Shipping confirmation: one 20ft container, 2,400 m² of porcelain tile, ETA Felixstowe next Thursday."],
    conflicts: [],
    paraphrases: [
      ["20-foot container", "20ft container"],
      ["2,400 square metres", "2,400 m²"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h21 design software licence renewal",
    branch: [
      "Renewal quote for the design software: $12,000/yr for 25 seats.",
      "Procurement wants a PO before the 15th.",
    ],
    parent: ["The Figma contract renews at twelve thousand dollars annually, twenty-five users.", "Any objections?"],
    conflicts: [],
    paraphrases: [
      ["$12,000/yr", "twelve thousand dollars annually"],
      ["25 seats", "twenty-five users"],
    ],
    shapes: ["paraphrase"],
  },

  // ---------------------------------------------------------------- shared-words (no conflict)
  {
    name: "h21 credit card limit and balance",
    branch: ["Just checked the app: the credit limit on my Barclaycard is £6,000.", "So there's room for the sofa."],
    parent: ["Current balance on my Barclaycard is £1,820 after the flights.", "Paying it off on the 20th."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h21 dealership commission by salesperson",
    branch: ["March numbers are in. Dev's commission for March was £1,240.", "He sold eight cars."],
    parent: ["Ellie's commission for March was £980, mostly from the used stock.", "She sold six cars."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h21 toy shop december target vs actual",
    branch: [
      "December sales target for the Oxford Street store was £310k.",
      "That was set back in September, before the supplier delays.",
    ],
    parent: ["December sales at the Oxford Street store came in at £287k.", "Not bad considering the stock problems."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h21 petty cash by month",
    branch: ["Petty cash spend in January was £212.40, mostly milk and stamps.", "I'll scan the receipts tomorrow."],
    parent: ["Petty cash spend in February was £187.65, receipts all in the tin.", "Float topped back up to £250."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h21 depop jeans pair vs bundle",
    branch: ["Each pair of Levi's 501s sells for £45 on Depop if the fade is good.", "Listing the rest tonight."],
    parent: ["The bundle of ten Levi's 501s went for £380 total to a dealer in Bristol.", "Saved us all the postage."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h21 florist valentines orders by shop",
    branch: ["The Didsbury shop took 140 Valentine's orders this year.", "Red roses sold out by Wednesday."],
    parent: ["The Chorlton shop took 95 Valentine's orders this year, mostly tulips.", "We need more vans next year."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
