import type { HeldOutConflictCase } from "./conflict-cases";

/**
 * Held-out merge-conflict pairs, set 87 (issue 36), written by an author who had read neither lib/ nor the other sets, before anyone ran the conflict check on them.
 *
 * Field: funeral directors and memorial masons (arrangement forms, crematorium and church bookings,
 * cemetery plots and grave digging, hearse and limousine fleets, coffin orders, orders of service and
 * music, chapel of rest viewings, funeral accounts and disbursements, press notices, wakes, ashes
 * collections, headstone quotes, inscriptions and quarry orders, on-call rotas). About a third of the
 * messages are trade-style: crematorium booking confirmations, invoices and receipts, arrangement
 * forms, gravedigger's sheets, supplier and quarry order lines, weekly returns, rota lines, music
 * lists, church diary entries, door signs, terse texts, and emails with signatures.
 *
 * Topics (one per case, 40 in all):
 * - close: crematorium slot (11.20am against 11:40, also paraphrase); funeral account total with
 *   swapped digits; headstone height (915 against 910 mm, also paraphrase); limousines in words against
 *   a figure (two against 3); burial a day off (Wed 11/03 against Thursday 12 March); orders of service
 *   (180 against 150); cremation fee (1,095 against 1,105 pounds); grave depth (7ft against 6ft 6in,
 *   also paraphrase); memorial deposit in words against a figure (five hundred against 450 pounds);
 *   chapel of rest viewing end (7pm against 19:30); plus the plot number under identifier and the
 *   service date under correction
 * - identifier: new grave plot with swapped digits (C14-27 against C14-72, also close); coffin order
 *   reference one character off; an invoice number with spaces and with dashes (no conflict, also
 *   paraphrase); two families' neighbouring plots (no conflict, also shared-words); plus the cemetery
 *   office address under correction
 * - negation: embalming yes on the form against no embalming; polished black granite allowed or not in
 *   a churchyard; the cortege leaving from the home or not; family flowers only said twice in other
 *   words (no conflict, also paraphrase); no Sunday funerals but Sunday viewings (no conflict, also
 *   paraphrase); the celebrant can't or can do Friday
 * - multi: funeral arrangement summary (time differs, also paraphrase); headstone quote, all agreeing
 *   (no conflict, also paraphrase); weekly funeral tally (burials and total differ, also paraphrase);
 *   wake at the pub (buffet numbers differ, also paraphrase); ashes collection reordered (no conflict,
 *   also paraphrase); inscription proof (lettering colour differs); on-call rota lines (one day
 *   differs, also list, paraphrase)
 * - correction: service date corrected in the parent (also close); direct cremation price
 *   self-corrected in the branch (no conflict, also paraphrase); opening hymn amended in the branch;
 *   cemetery office address corrected in the parent (also identifier)
 * - list: coffin-top items reordered (no conflict, also paraphrase); quarry order lines (one quantity
 *   differs, also paraphrase); crematorium music (reflection track differs); plus the rota under multi
 * - shared-words: two Mr Evanses' funerals (no conflict); two crematoria's last slots (no conflict);
 *   two lawn memorials' prices (no conflict); a black hearse and black granite (no conflict); plus the
 *   neighbouring plots under identifier
 * - paraphrase: a coffin length as 6ft 2in and 6' 2" and a service time as half past two and 14:30
 *   (neither a conflict), plus paraphrase pairs inside 15 of the cases above
 */
export const HELDOUT_CONFLICT_CASES_87: HeldOutConflictCase[] = [
  {
    name: "crematorium slot for Mr Hallam, 11.20am against 11:40",
    branch: ["Text from Dave: crem slot for Mr Hallam is 11.20am Friday, East Chapel, 30 mins."],
    parent: [
      "Booking confirmation — Northfield Crematorium. Deceased: Harold Hallam. Service: Friday, East Chapel, 11:40, 30 minute slot.",
    ],
    conflicts: [["11.20am", "11:40"]],
    paraphrases: [["30 mins", "30 minute slot"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Pryce funeral account total, swapped digits",
    branch: ["Funeral account for the Pryce family sent out today, total £4,365.00 including disbursements."],
    parent: [
      "INVOICE 0933 | Pryce, Margaret (late) | Funeral director's services £2,950.00 | Disbursements £1,685.00 | TOTAL DUE £4,635.00",
    ],
    conflicts: [["£4,365.00", "£4,635.00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "plot 41 headstone height, 915 against 910 mm",
    branch: ["Headstone for plot 41: Nero Assoluto granite, height 915 mm, width 610 mm."],
    parent: ["Mason's drawing for plot 41 came back: black granite upright, 910 mm high by 610 mm wide."],
    conflicts: [["height 915 mm", "910 mm high"]],
    paraphrases: [["width 610 mm", "610 mm wide"]],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "Okafor limousines, two in words against 3",
    branch: ["The Okafor family have gone for two limousines behind the hearse."],
    parent: ["Okafor funeral, fleet: hearse + 3 limousines, leaving the home at 10:15."],
    conflicts: [["two limousines", "3 limousines"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Kowalski burial a day apart",
    branch: ["Burial for Mrs Kowalski booked Wed 11/03 at St Anne's cemetery."],
    parent: ["Cemetery office confirmed Mrs Kowalski's burial at St Anne's on Thursday 12 March."],
    conflicts: [["Wed 11/03", "Thursday 12 March"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Benson orders of service, 180 against 150",
    branch: ["Printer's proof approved, please run 180 orders of service for the Benson funeral."],
    parent: ["Benson family emailed: 150 orders of service will be plenty, the church only seats 140."],
    conflicts: [["180 orders", "150 orders"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Whitlock cremation fee, 1,095 against 1,105",
    branch: ["Disbursements for the Whitlock funeral: cremation fee £1,095, minister £200."],
    parent: ["Whitlock disbursements checked against the crem's price list: cremation fee £1,105, minister £200."],
    conflicts: [["£1,095", "£1,105"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Doyle grave depth, 7ft against 6ft 6in",
    branch: ["Grave for the Doyle burial to be dug for two, 7ft deep, Monday morning."],
    parent: ["Gravedigger's sheet — Doyle, Section B: depth 6ft 6in (double), dig Monday AM."],
    conflicts: [["7ft deep", "6ft 6in"]],
    paraphrases: [
      ["Monday morning", "Monday AM"],
      ["for two", "double"],
    ],
    shapes: ["close", "paraphrase"],
  },
  {
    name: "memorial deposit in words against a receipt",
    branch: ["Mrs Greaves is paying a five hundred pound deposit on the memorial today."],
    parent: ["Receipt no. 2218: deposit received from Mrs Greaves for the memorial, £450.00, card."],
    conflicts: [["five hundred pound", "£450.00"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Adeyemi viewing ends at 7pm or 19:30",
    branch: ["Chapel of rest viewing for Mr Adeyemi runs until 7pm on Tuesday."],
    parent: ["Sign on the door for Tuesday: Adeyemi family viewing, chapel of rest open until 19:30."],
    conflicts: [["until 7pm", "until 19:30"]],
    paraphrases: [],
    shapes: ["close"],
  },
  {
    name: "Marsh new grave plot, C14-27 against C14-72",
    branch: ["New grave purchased for the Marsh family: plot C14-27, Hillside Cemetery."],
    parent: ["Deed of grant for the Marsh family's new grave at Hillside Cemetery is for plot C14-72."],
    conflicts: [["C14-27", "C14-72"]],
    paraphrases: [],
    shapes: ["identifier", "close"],
  },
  {
    name: "coffin order reference one letter off",
    branch: ["Coffin ordered from the supplier, order ref 7741-B, oak veneer, 6ft 2in, delivery Thursday."],
    parent: ["Supplier confirmation: order 7741-D, oak veneer coffin 6ft 2in, arriving Thursday."],
    conflicts: [["7741-B", "7741-D"]],
    paraphrases: [],
    shapes: ["identifier"],
  },
  {
    name: "Hughes estate invoice number with spaces and dashes",
    branch: ["Payment for INV 2026 0412 came in from the Hughes estate's solicitor this morning."],
    parent: ["Solicitor's remittance: INV-2026-0412 paid in full, Hughes estate."],
    conflicts: [],
    paraphrases: [["INV 2026 0412", "INV-2026-0412"]],
    shapes: ["identifier", "paraphrase"],
  },
  {
    name: "neighbouring plots of two families",
    branch: ["Plot D9-115 is the Fenwick family's grave, reopening for the second interment."],
    parent: ["Plot D9-116 belongs to the Carr family; their headstone needs refixing."],
    conflicts: [],
    paraphrases: [],
    shapes: ["identifier", "shared-words"],
  },
  {
    name: "Tolley embalming yes on the form, no on the phone",
    branch: ["Arrangement form, Mr Tolley: Embalming — YES. Dressed in own clothes — YES."],
    parent: [
      "Spoke to the daughter again: no embalming for Mr Tolley, but he is still to be dressed in his own clothes.",
    ],
    conflicts: [["Embalming — YES", "no embalming"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "polished black granite in St Mary's churchyard allowed or not",
    branch: ["The vicar will allow polished black granite in St Mary's churchyard for the Pearce memorial."],
    parent: [
      "Diocesan rules checked: polished black granite is not allowed in St Mary's churchyard, so the Pearce memorial will have to be honed.",
    ],
    conflicts: [["will allow polished black granite", "is not allowed"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Baker cortege leaving from the home or not",
    branch: ["The Baker cortege will leave from the family home on Elm Road at 1:30."],
    parent: ["Change of plan from the Bakers: the cortege won't leave from the house, everyone meets at the church."],
    conflicts: [["will leave from the family home", "won't leave from the house"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "family flowers only, said twice",
    branch: ["Notice for the paper, Mrs Lund: family flowers only, donations to the hospice."],
    parent: [
      "Press notice for Mrs Lund reads: no flowers except from the family; donations if desired to the hospice.",
    ],
    conflicts: [],
    paraphrases: [["family flowers only", "no flowers except from the family"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "no Sunday funerals but Sunday viewings",
    branch: ["We don't do funerals on a Sunday, but the chapel of rest is open for viewings by appointment."],
    parent: ["Sunday viewings by appointment are fine; Sunday funerals we still don't take."],
    conflicts: [],
    paraphrases: [["don't do funerals on a Sunday", "Sunday funerals we still don't take"]],
    shapes: ["negation", "paraphrase"],
  },
  {
    name: "Moss celebrant can't or can do Friday",
    branch: ["The celebrant can't do the Friday service for the Moss family."],
    parent: ["Celebrant booked: Jan can do Friday for the Moss family, 2pm at the crem."],
    conflicts: [["can't do the Friday service", "can do Friday"]],
    paraphrases: [],
    shapes: ["negation"],
  },
  {
    name: "Ellis arrangements: time differs, date written two ways",
    branch: ["Funeral for Mr Ellis: Tuesday 4 November, 2.15pm at St Luke's, then burial at Westgate Cemetery."],
    parent: [
      "Ellis funeral confirmed with the church — service 4/11 at 2.45pm, St Luke's, committal at Westgate Cemetery afterwards.",
    ],
    conflicts: [["2.15pm", "2.45pm"]],
    paraphrases: [["Tuesday 4 November", "4/11"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Harper headstone quote, all agreeing",
    branch: ["Quote for the Harper memorial: grey granite kerb set, 84 letters in V-cut gold leaf, £3,250 fitted."],
    parent: [
      "Harper memorial — grey granite kerbset; inscription 84 letters, V-cut, gilded; price £3,250 including fixing.",
    ],
    conflicts: [],
    paraphrases: [
      ["gold leaf", "gilded"],
      ["£3,250 fitted", "£3,250 including fixing"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "weekly funeral tally, burials and total differ",
    branch: ["Week ending 14 Feb: 9 funerals — 6 cremations, 3 burials."],
    parent: ["Weekly return w/e 14/02: cremations 6, burials 2, total 8 funerals."],
    conflicts: [
      ["3 burials", "burials 2"],
      ["9 funerals", "8 funerals"],
    ],
    paraphrases: [["Week ending 14 Feb", "w/e 14/02"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Morgan wake at the Red Lion, buffet numbers differ",
    branch: ["Wake after the Morgan funeral is at the Red Lion, buffet for 60, from 3pm."],
    parent: [
      "Hi both, the Red Lion have confirmed the Morgan wake: buffet for 80 people, function room from 3 o'clock.\n\nKind regards,\nSue Barlow\nFuneral Arranger, Barlow & Daughters Funeral Directors",
    ],
    conflicts: [["buffet for 60", "buffet for 80"]],
    paraphrases: [["from 3pm", "from 3 o'clock"]],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Patel ashes collection, same facts reordered",
    branch: ["Ashes for Mrs Patel: collection Saturday 10am, at our Station Road branch, in the walnut urn."],
    parent: ["Mrs Patel's cremated remains — walnut urn — to be collected from Station Road on Saturday at 10:00."],
    conflicts: [],
    paraphrases: [
      ["10am", "10:00"],
      ["Ashes", "cremated remains"],
    ],
    shapes: ["multi", "paraphrase"],
  },
  {
    name: "Rowe inscription, lettering colour differs",
    branch: [
      "Inscription for the Rowe headstone: 'In loving memory of Alan Rowe, 1948–2026', incised lettering painted black, ivy border.",
    ],
    parent: [
      "Rowe headstone proof signed off by the family: incised lettering in gold leaf, ivy border, 'In loving memory of Alan Rowe, 1948–2026'.",
    ],
    conflicts: [["painted black", "in gold leaf"]],
    paraphrases: [],
    shapes: ["multi"],
  },
  {
    name: "on-call rota lines, Wednesday differs",
    branch: ["On-call rota, w/c 9 June: Mon Gareth, Tue Priya, Wed Gareth, Thu Sam, Fri Priya, weekend Sam."],
    parent: ["Rota for w/c 09/06 — Mon: Gareth / Tue: Priya / Wed: Sam / Thu: Sam / Fri: Priya / Sat–Sun: Sam"],
    conflicts: [["Wed Gareth", "Wed: Sam"]],
    paraphrases: [["weekend Sam", "Sat–Sun: Sam"]],
    shapes: ["multi", "list", "paraphrase"],
  },
  {
    name: "Bryant funeral date corrected",
    branch: ["The Bryant funeral is on 22 April at Oakfield Crematorium."],
    parent: [
      "Correction to yesterday's note: the Bryant funeral is 23 April, not the 22nd — Oakfield had no slot on the 22nd.",
    ],
    conflicts: [["22 April", "23 April"]],
    paraphrases: [],
    shapes: ["correction", "close"],
  },
  {
    name: "Quinn direct cremation price self-corrected",
    branch: ["Direct cremation for Mr Quinn quoted at £1,495 — sorry, £1,595, I had last year's price list."],
    parent: [
      "Mr Quinn's family accepted the direct cremation quote of one thousand five hundred and ninety-five pounds.",
    ],
    conflicts: [],
    paraphrases: [["£1,595", "one thousand five hundred and ninety-five pounds"]],
    shapes: ["correction", "paraphrase"],
  },
  {
    name: "Mrs Day's opening hymn amended",
    branch: [
      "Amendment to the order of service for Mrs Day: 'Abide with Me' is replaced by 'The Lord's My Shepherd' as the opening hymn.",
    ],
    parent: ["Final order of service for Mrs Day went to print with 'Abide with Me' as the opening hymn."],
    conflicts: [["replaced by 'The Lord's My Shepherd'", "with 'Abide with Me'"]],
    paraphrases: [],
    shapes: ["correction"],
  },
  {
    name: "Lowfield interment notices address corrected",
    branch: ["Send the interment notices for Lowfield to bereavement@lowfield.gov.example."],
    parent: [
      "Lowfield say that inbox is closed — interment notices now go to cemeteries@lowfield.gov.example.\n\nRegards,\nJune Pollard\nFuneral Arranger, Pollard & Sons",
    ],
    conflicts: [["bereavement@lowfield.gov.example", "cemeteries@lowfield.gov.example"]],
    paraphrases: [],
    shapes: ["correction", "identifier"],
  },
  {
    name: "Nolan coffin-top items reordered",
    branch: [
      "Items to go on Mr Nolan's coffin: his flat cap, the Leeds scarf and a framed photo of the grandchildren.",
    ],
    parent: ["For the coffin top (Nolan): framed photo of the grandkids, Leeds scarf, flat cap."],
    conflicts: [],
    paraphrases: [["grandchildren", "grandkids"]],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "quarry order lines, tablets quantity differs",
    branch: [
      "Order to quarry, ref Q-556: 2 x Nero Impala headstones 30x20in, 1 x grey granite vase 8in, 3 x cremation tablets 18x12in.",
    ],
    parent: [
      'Quarry\'s order ack Q-556 — Nero Impala headstone 30"x20" qty 2; grey granite vase 8" qty 1; cremation tablet 18"x12" qty 4.',
    ],
    conflicts: [["3 x cremation tablets", "qty 4"]],
    paraphrases: [["30x20in", '30"x20"']],
    shapes: ["list", "paraphrase"],
  },
  {
    name: "Shaw cremation music, reflection track differs",
    branch: [
      "Music for the Shaw cremation: in to 'Time to Say Goodbye', reflection 'Wind Beneath My Wings', out to 'Always Look on the Bright Side of Life'.",
    ],
    parent: [
      "Music list sent to the crem for Shaw — entry: Time to Say Goodbye; reflection: Somewhere Over the Rainbow; exit: Always Look on the Bright Side of Life.",
    ],
    conflicts: [["reflection 'Wind Beneath My Wings'", "reflection: Somewhere Over the Rainbow"]],
    paraphrases: [],
    shapes: ["list"],
  },
  {
    name: "two Mr Evanses on different days",
    branch: ["Mr Evans from Mill Lane goes to Eastbrook Crematorium on Monday at 10:00."],
    parent: ["Mr Evans from Church Street is buried at St Peter's on Wednesday at 13:00."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two crematoria's last slots",
    branch: ["Eastbrook Crematorium's last slot of the day is 3:30pm."],
    parent: ["Northfield Crematorium's last slot is 4pm, and it fills up fast in winter."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "two lawn memorials at different prices",
    branch: ["The lawn memorial in grey granite for the Webb grave is £1,450."],
    parent: ["The lawn memorial in grey granite for the Fielding grave is £1,620 because of the extra lettering."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "a black hearse and black granite",
    branch: ["The Lewis family asked for the black hearse rather than the silver one."],
    parent: ["The Lewis headstone will be black granite with silver lettering."],
    conflicts: [],
    paraphrases: [],
    shapes: ["shared-words"],
  },
  {
    name: "Dunn coffin length in two notations",
    branch: ["Coffin for Mr Dunn needs to be 6ft 2in, broad shoulders, so go for the wide fitting."],
    parent: ["Coffin spec, Dunn: internal length 6' 2\", wide fitting."],
    conflicts: [],
    paraphrases: [["6ft 2in", "6' 2\""]],
    shapes: ["paraphrase"],
  },
  {
    name: "Carter service at half past two and 14:30",
    branch: ["Tell Reverend Shah the Carter service starts at half past two."],
    parent: ["Church diary: Carter funeral, 14:30, Revd Shah officiating."],
    conflicts: [],
    paraphrases: [["half past two", "14:30"]],
    shapes: ["paraphrase"],
  },
];
