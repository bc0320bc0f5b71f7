import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 38 (issue 36), written by an author who had read neither lib/
 * nor the other sets, before anyone ran the conflict check on them.
 *
 * Topics (one per case, 40 in all):
 *   close: conveyancing solicitor's fee; accountant meeting for the tax return; magistrates' court
 *     hearing time; number of beneficiaries in a will; bookkeeping software version; electricity
 *     usage for a supplier switch; burst-pipe home insurance loss adjuster; divorce mediation venue.
 *   close, few shared words: workplace pension matching (negation); junior ISA standing order
 *     account number (identifier); council tax band appeal; heritage grant portal closing time.
 *   multi: tenancy renewal terms; freelance invoice; charity independent examination; café payroll
 *     rates; spouse visa application; travel insurance claim.
 *   correction: pension transfer value (branch); employment tribunal date (branch); deed poll
 *     signing time (parent); lasting power of attorney registration fee (parent).
 *   paraphrase: HMRC tax refund; Companies House confirmation statement; citizenship ceremony;
 *     lottery community grant bid; HMO licence room size; state pension forecast; parking fine
 *     appeal; passport renewal; money transfer to a parent abroad; debt management plan; Universal
 *     Credit interview; student loan repayments.
 *   shared-words: two people's savings interest; inheritance tax gift exemptions in two years;
 *     business overdraft limit vs usage; death certificate copies (each vs total); gift aid target
 *     vs claimed; business rates for two branches.
 *
 * Counts by shape (a case may carry more than one):
 *   close 12, identifier 1, negation 1, multi 6, correction 4, paraphrase 12, shared-words 6, list 0.
 * 22 cases have planted conflicts (one each), 18 have none.
 */
export const HELDOUT_CONFLICT_CASES_38: HeldOutConflictCase[] = [
  // ---- close (8) ----
  {
    name: "h38 conveyancing quote",
    branch: [
      "Did the solicitors ever get back to you about the flat purchase?",
      "Yes — Harper & Lowe quoted £1,450 for the conveyancing, plus disbursements (searches, Land Registry etc.).",
      "Fine by me, go ahead and instruct them.",
    ],
    parent: [
      "Survey came back clean, by the way.",
      "Also, the firm handling our purchase want £1,540 for their work; searches and the like get billed separately.",
      "I'll email them the ID documents tonight.",
    ],
    conflicts: [["£1,450", "£1,540"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 tax return meeting date",
    branch: [
      "Have you sorted the receipts for the rental income yet?",
      "Mostly. Our meeting with the accountant to go through the self-assessment is on 14 March, so I'll finish them before then.",
    ],
    parent: [
      "Priya emailed — she'll see us about the tax return on 14 June at her office in town.",
      "Great, I'll bring the P60s.",
      "Can you also dig out the pension statements?",
    ],
    conflicts: [["14 March", "14 June"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 magistrates hearing time",
    branch: [
      "The letter from the court came today about the speeding case.",
      "It says the hearing starts at 10:15 in court 4, and I should bring my licence.",
      "Want me to drive you?",
    ],
    parent: [
      "Your case gets called on at 10:00, courtroom 4 — get there early because security is slow.",
      "Ok thanks. Do I need the solicitor there?",
      "Not for a guilty plea, no.",
    ],
    conflicts: [["10:15", "10:00"]],
    paraphrases: [["court 4", "courtroom 4"]],
    shapes: ["close"],
  },
  {
    name: "h38 will beneficiaries count",
    branch: [
      "How's the probate side going?",
      "Slowly. According to the solicitor, the will names seven beneficiaries in total, and every one of them needs ID checks.",
    ],
    parent: [
      "So the estate gets split between nine people, as far as the will goes.",
      "Including the grandchildren?",
      "Yes, they're all in there.",
    ],
    conflicts: [["seven beneficiaries", "nine people"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 bookkeeping software version",
    branch: [
      "I updated the bookkeeping software to version 4.2 before doing the quarter's bank reconciliation.",
      "Did the bank feed survive the update?",
      "It did, thankfully.",
    ],
    parent: [
      "Our accounts package is on 4.7 now — I checked the About screen this morning.",
      "Nice, any new features?",
      "A better receipts scanner, apparently.",
    ],
    conflicts: [["version 4.2", "4.7"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 electricity usage for switch",
    branch: [
      "I'm looking at switching supplier before the fixed deal ends.",
      "Our yearly electricity consumption is about 2,900 kWh according to the last annual statement.",
    ],
    parent: [
      "The comparison site wanted a usage figure, so I put in 9,200 kWh for the year.",
      "And did it find anything cheaper?",
      "Two tariffs, both fixed for 12 months.",
    ],
    conflicts: [["2,900 kWh", "9,200 kWh"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 burst pipe adjuster name",
    branch: [
      "Insurer called back about the kitchen ceiling.",
      "Our claim has been assigned to a loss adjuster called Martin Reeve; he'll phone to arrange a visit.",
    ],
    parent: [
      "The person dealing with the burst pipe is Sandra Okafor — she's coming round next week to look at the damage.",
      "Should I keep the wet plasterboard?",
      "Yes, photograph it and keep it until she's seen it.",
    ],
    conflicts: [["Martin Reeve", "Sandra Okafor"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 mediation venue",
    branch: [
      "The first mediation session is booked at the family centre in Leeds.",
      "Do we go together or separately?",
      "Separately, they keep us in different rooms to start with.",
    ],
    parent: [
      "We're meeting the mediator in Sheffield for round one.",
      "Ok. Is the MIAM form already done?",
      "Yes, that was signed off last month.",
    ],
    conflicts: [["in Leeds", "in Sheffield"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- close, few shared words (4) ----
  {
    name: "h38 pension matching negation",
    branch: [
      "HR confirmed the company will match my extra pension contributions, so I'm upping mine.",
      "Smart move, free money.",
    ],
    parent: [
      "Voluntary payments into the scheme won't be matched by the employer — it's in the staff handbook.",
      "Annoying. What about salary sacrifice?",
      "That's allowed, just not topped up.",
    ],
    conflicts: [["will match", "won't be matched"]],
    paraphrases: [],
    shapes: ["close", "negation"],
  },
  {
    name: "h38 junior isa account number",
    branch: [
      "Can you set up the monthly payment for Ava's junior ISA?",
      "Sure, what are the details?",
      "Sort code 20-45-77, account 40318862, £25 on the 1st.",
    ],
    parent: [
      "Payee details from the building society letter: 20-45-77 / 40318826, reference AVA-JISA.",
      "Got it, I'll put it in the banking app.",
    ],
    conflicts: [["40318862", "40318826"]],
    paraphrases: [],
    shapes: ["close", "identifier"],
  },
  {
    name: "h38 council tax band",
    branch: [
      "The VOA listing currently shows our house in Band D.",
      "Which is odd, because next door is the same size.",
    ],
    parent: [
      "At the moment the property is rated band E, which is exactly what I'm challenging.",
      "Have you gathered comparables?",
      "Three from the same street.",
    ],
    conflicts: [["Band D", "band E"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "h38 heritage grant closing time",
    branch: [
      "The Heritage Fund portal shuts at noon on the closing day, so don't leave the upload to the evening.",
      "Budget spreadsheet is nearly done.",
    ],
    parent: [
      "Applications can go in right up until 23:59 on the final day.",
      "Good, that gives us the afternoon to proofread.",
      "I'll draft the project summary tonight.",
    ],
    conflicts: [["at noon", "23:59"]],
    paraphrases: [],
    shapes: ["close"],
  },

  // ---- multi (6) ----
  {
    name: "h38 tenancy renewal term",
    branch: [
      "The agent's sent the renewal paperwork.",
      "Renewal runs from Saturday 1 June for twelve months at £1,250 a month, with the deposit (£1,440) staying put in the DPS.",
      "Any rent increase?",
      "Nope, same as now.",
    ],
    parent: [
      "Letting agent confirmed by email: new tenancy starts 1/6, rent £1,250 pcm, term of 6 months, same deposit of £1,440 protected with the DPS.",
      "Shall I sign it electronically?",
      "Yes, the DocuSign link is in your inbox.",
    ],
    conflicts: [["twelve months", "6 months"]],
    paraphrases: [
      ["Saturday 1 June", "1/6"],
      ["£1,250 a month", "£1,250 pcm"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h38 freelance invoice amount",
    branch: [
      "Invoice 0217 went out on Tuesday 3 September for £2,400, payment within 30 days (so due early October).",
      "Did you attach the timesheet?",
      "Yes, and the purchase order number.",
    ],
    parent: [
      "Logged invoice 0217 in the books: issued 3 Sept, amount £2,450, 30-day terms.",
      "Cool. Chase them if nothing has arrived by mid-October.",
    ],
    conflicts: [["£2,400", "£2,450"]],
    paraphrases: [
      ["Tuesday 3 September", "3 Sept"],
      ["within 30 days", "30-day terms"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h38 independent examiner fee",
    branch: [
      "Treasurer update: the independent examiner will sign off the 2023/24 accounts by 31 January; her fee is £350, and she wants bank statements for all three accounts.",
      "Can we afford that from general funds?",
      "Easily.",
    ],
    parent: [
      "Examiner's confirmed — 2023/24 accounts signed off by the end of January, fee £900, and she needs statements for the three bank accounts.",
      "Then we can file with the Charity Commission straight after.",
    ],
    conflicts: [["her fee is £350", "fee £900"]],
    paraphrases: [["by 31 January", "by the end of January"]],
    shapes: ["multi"],
  },
  {
    name: "h38 cafe payroll hourly rate",
    branch: [
      "For the café payroll we've got four part-timers, paid on the 28th at £11.44 an hour, plus Jade on salary.",
      "Is Jade's pension enrolment done?",
      "Yes, last month.",
    ],
    parent: [
      "Payroll summary — 4 part-time staff at £11.45/hr, pay day the 28th of each month; Jade's salaried.",
      "Thanks, I'll send the payslips by email this time.",
    ],
    conflicts: [["£11.44 an hour", "£11.45/hr"]],
    paraphrases: [
      ["four part-timers", "4 part-time staff"],
      ["paid on the 28th", "the 28th of each month"],
    ],
    shapes: ["multi"],
  },
  {
    name: "h38 spouse visa decision time",
    branch: [
      "The spouse visa application went in on 2 May; we paid £1,846 plus the health surcharge, and the standard decision time is 12 weeks.",
      "Fingers crossed.",
    ],
    parent: [
      "Submitted the partner visa on the 2nd of May — fee was £1,846 (surcharge on top) and they're quoting a 24-week wait.",
      "Should we pay for priority?",
      "Let's see how the first month goes.",
    ],
    conflicts: [["12 weeks", "24-week wait"]],
    paraphrases: [["2 May", "the 2nd of May"]],
    shapes: ["multi"],
  },
  {
    name: "h38 travel claim excess",
    branch: [
      "Travel insurance claim for the cancelled Lisbon trip: reference TRV-55812, claiming £1,120, excess £75, and they reply within 10 working days.",
      "Did you include the airline's cancellation email?",
      "Yes, and the hotel receipt.",
    ],
    parent: [
      "Claim TRV-55812 is in for one thousand one hundred and twenty pounds; the excess is £95 and we should hear in ten working days.",
      "Ok, good.",
    ],
    conflicts: [["excess £75", "excess is £95"]],
    paraphrases: [
      ["£1,120", "one thousand one hundred and twenty pounds"],
      ["10 working days", "ten working days"],
    ],
    shapes: ["multi"],
  },

  // ---- correction (4) ----
  {
    name: "h38 pension transfer value misread",
    branch: [
      "The transfer value letter from the old pension provider says £38,200.",
      "Sorry, I misread it — that was last year's statement. The current transfer value is £83,200.",
      "That's a big difference, worth getting advice then.",
    ],
    parent: [
      "Pension transfer value is £38,200 per the provider's letter.",
      "Is the adviser free on Friday?",
      "She said any time after lunch.",
    ],
    conflicts: [["£83,200", "£38,200"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h38 tribunal hearing moved",
    branch: [
      "Employment tribunal hearing is listed for Wednesday 9 October.",
      "Update: the tribunal moved it to Thursday 10 October because of a judge shortage.",
      "Does your union rep know?",
    ],
    parent: [
      "Hearing's on Wednesday 9 October — I've booked the day off.",
      "Witness statements have to be exchanged beforehand, right?",
      "Yes, two weeks before.",
    ],
    conflicts: [["Thursday 10 October", "Wednesday 9 October"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h38 deed poll signing rescheduled",
    branch: ["The deed poll signing with both witnesses is at 6pm on Friday at our place.", "I'll print two copies."],
    parent: [
      "Deed poll witnesses are coming at 6pm Friday.",
      "Actually, scratch that — Rob can only do mornings, so it's 9am Friday now.",
      "Fine, I'll get croissants.",
    ],
    conflicts: [["at 6pm on Friday", "9am Friday"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "h38 lpa registration fee",
    branch: [
      "The Office of the Public Guardian fee for registering each LPA is £82.",
      "Do we pay when we send the forms in?",
    ],
    parent: [
      "Registration is £82 for each power of attorney.",
      "Update: the OPG page says it's £92 per LPA now.",
      "Ok, I'll pay for both once they're signed.",
    ],
    conflicts: [["is £82", "£92 per LPA"]],
    paraphrases: [],
    shapes: ["correction"],
  },

  // ---- paraphrase, no conflict (12) ----
  {
    name: "h38 hmrc refund",
    branch: [
      "HMRC finally confirmed the refund: £1,300, should land within five working days.",
      "About time, that's been outstanding since spring.",
    ],
    parent: ["Tax rebate is thirteen hundred pounds, due in 5 working days.", "Spending it on the boiler service?"],
    conflicts: [],
    paraphrases: [
      ["£1,300", "thirteen hundred pounds"],
      ["five working days", "5 working days"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 confirmation statement",
    branch: [
      "Reminder: confirmation statement for the company is due 14/08/2025, £34 to file online.",
      "Any changes to shareholders?",
      "None this year.",
    ],
    parent: [
      "Companies House deadline is 14 August 2025 — thirty-four pounds if we file online.",
      "I'll do it from the WebFiling account.",
    ],
    conflicts: [],
    paraphrases: [
      ["14/08/2025", "14 August 2025"],
      ["£34", "thirty-four pounds"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 citizenship ceremony",
    branch: ["The citizenship ceremony is at 14:30 at the town hall.", "Can guests come?", "Two each."],
    parent: ["Ceremony starts 2.30pm at the town hall; bring your passport and the invitation letter."],
    conflicts: [],
    paraphrases: [["14:30", "2.30pm"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 community grant bid",
    branch: [
      "We're asking the lottery fund for £15k over two years to run the advice sessions.",
      "Have we got the match funding letter?",
    ],
    parent: [
      "Bid total is £15,000 across 2 years — mainly staff time and room hire.",
      "The letter from the council is attached to the form.",
    ],
    conflicts: [],
    paraphrases: [
      ["£15k", "£15,000"],
      ["two years", "2 years"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 hmo licence room size",
    branch: [
      "Council needs the smallest bedroom measured: it's 10.5 square metres, so comfortably above the minimum.",
      "Do they inspect before granting?",
      "Usually, yes.",
    ],
    parent: [
      "HMO licence form is done — smallest room 10.5 m², fire safety certificate attached.",
      "Fee paid online this morning.",
    ],
    conflicts: [],
    paraphrases: [["10.5 square metres", "10.5 m²"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 state pension forecast",
    branch: [
      "My state pension forecast came through: £221.20 a week, starting at age 67.",
      "Have you got any gaps in your NI record?",
      "A couple, from when I was working abroad.",
    ],
    parent: ["Forecast says £221.20 per week from sixty-seven.", "Worth buying back the missing years?"],
    conflicts: [],
    paraphrases: [
      ["£221.20 a week", "£221.20 per week"],
      ["age 67", "sixty-seven"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 parking fine appeal",
    branch: [
      "The PCN says you have 28 days to appeal before it goes up to £140.",
      "I've got the photos of the faded lines.",
    ],
    parent: [
      "You get four weeks to challenge the parking ticket; after that it's a hundred and forty quid.",
      "Send me the photos and I'll write the appeal.",
    ],
    conflicts: [],
    paraphrases: [
      ["28 days", "four weeks"],
      ["£140", "a hundred and forty quid"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 passport renewal",
    branch: ["Passport renewal online is £88.50 and they say allow 3 weeks.", "Trip's in August so we're fine."],
    parent: [
      "Renewing online costs eighty-eight pounds fifty; allow three weeks for delivery.",
      "Do I need a countersignatory?",
      "Not for a renewal.",
    ],
    conflicts: [],
    paraphrases: [
      ["£88.50", "eighty-eight pounds fifty"],
      ["3 weeks", "three weeks"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 transfer to mum abroad",
    branch: [
      "Sent the Wise transfer of €2,000 to Mum's account in Porto, arriving Monday 7 October.",
      "Was the exchange rate any good?",
      "Better than the bank's.",
    ],
    parent: ["She'll get the 2000 euros on 7 October.", "Let her know it's for the roof repairs."],
    conflicts: [],
    paraphrases: [
      ["€2,000", "2000 euros"],
      ["Monday 7 October", "7 October"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 debt management plan",
    branch: [
      "The debt management plan is £180 a month for 60 months.",
      "And the creditors have all agreed?",
      "Every one of them.",
    ],
    parent: ["Agreed the plan: £180 monthly over five years, first payment next month.", "Well done for sorting it."],
    conflicts: [],
    paraphrases: [
      ["£180 a month", "£180 monthly"],
      ["60 months", "five years"],
    ],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 universal credit interview",
    branch: ["Jobcentre wants me in for the Universal Credit interview at half past nine on Thursday.", "Want a lift?"],
    parent: [
      "UC appointment: Thursday, 9:30am, bring ID and your tenancy agreement.",
      "And bank statements for the last month.",
    ],
    conflicts: [],
    paraphrases: [["half past nine", "9:30am"]],
    shapes: ["paraphrase"],
  },
  {
    name: "h38 student loan deductions",
    branch: ["Plan 2 repayments are 9% of anything over £27,295.", "So the pay rise barely changes it."],
    parent: [
      "Student loan takes nine percent of whatever I earn above £27,295, straight from payroll.",
      "At least it gets written off eventually.",
    ],
    conflicts: [],
    paraphrases: [["9%", "nine percent"]],
    shapes: ["paraphrase"],
  },

  // ---- shared-words, no conflict (6) ----
  {
    name: "h38 savings interest two people",
    branch: ["My savings interest for the tax year was £312, so well under the allowance."],
    parent: [
      "Dan's savings interest for the tax year was £540, also under his allowance.",
      "Do we need to tell HMRC?",
      "Not while it's below the limit.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h38 iht gift exemptions",
    branch: [
      "For the IHT records: Dad's £3,000 annual exemption for 2022/23 went on the gift to Ellie.",
      "I'll scan the bank statement showing it.",
    ],
    parent: [
      "Dad's £3,000 annual exemption for 2023/24 went on the gift to Sam.",
      "Keep it all in the gifts log folder.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h38 overdraft limit vs usage",
    branch: ["The business overdraft limit is £5,000 on the current account."],
    parent: [
      "We're currently £3,200 into the overdraft on the business current account.",
      "Invoices due next week should clear it.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h38 death certificate copies",
    branch: ["Each certified copy of the death certificate is £12.50 from the register office."],
    parent: [
      "The five certified copies of the death certificate came to £62.50 in total.",
      "One for the bank, one for the pension, and the rest for probate and the insurers.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h38 gift aid target vs claimed",
    branch: ["Our gift aid target this year is £4,000.", "Realistic if the autumn appeal goes well."],
    parent: ["Gift aid claimed so far this year is £2,650.", "Next claim goes in after the quarter ends."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "h38 business rates two branches",
    branch: ["The High Street branch has a rateable value of £11,500, so it gets full small business rates relief."],
    parent: [
      "The Market Square branch has a rateable value of £14,200, so it only gets partial small business rates relief.",
      "Have you applied for both?",
      "Yes, on the council's form.",
    ],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
];
