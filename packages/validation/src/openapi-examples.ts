/**
 * Examples of every request and response body of the OpenAPI document, made from the demo
 * catalog (NYCDC, TYODC, PARDC). Request examples are valid for the validators and sell on the
 * demo service; response examples are replies of the service, shortened (fewer rates), and a test
 * holds each to the response schema and another (test/contract) to the shape the service sends.
 */
import type {
  CancelReply, CancelRequest, ConfirmRequest, DcReservation, DcReservationStay, Fault, PropDcShop, PropertyShopRequestWire,
  ShopRequest, TokenError, TokenReply, TokenRequest, WhoAmI,
} from './wire-types.js';
import type { ErrorDetail } from './error-detail.js';

/** Request body examples, by request schema name. */
export const REQUEST_EXAMPLES = {
  TokenRequest: { client_id: 'demo-partner', client_secret: 'demo-secret' } satisfies TokenRequest,
  ShopRequest: {
    arrivalDate: '2026-03-11', departureDate: '2026-03-14', numAdults: 2, numChildren: 1, childAges: [7],
    props: [{ propCode: 'NYCDC' }, { propCode: 'TYODC' }, { propCode: 'NOPE1' }],
  } satisfies ShopRequest,
  PropertyShopRequest: { arrivalDate: '2026-03-11', departureDate: '2026-03-14', numAdults: 2 } satisfies PropertyShopRequestWire,
  DcReservationCreate: {
  "propCode": "NYCDC",
  "roomStays": [
    {
      "arrivalDate": "2026-03-11",
      "departureDate": "2026-03-14",
      "numAdults": 2,
      "numChildren": 1,
      "childAges": [
        7
      ],
      "roomTypeCode": "KNG",
      "ratePlanCode": "RAC",
      "bookingCode": "KNGRAC"
    }
  ],
  "guest": {
    "name": {
      "firstName": "Ada",
      "lastName": "Lovelace",
      "title": "Dr"
    },
    "addresses": [
      {
        "addressType": "home",
        "addressLine1": "12 St James Square",
        "city": "London",
        "postalCode": "SW1Y 4JH",
        "country": "GB"
      }
    ],
    "emails": [
      {
        "emailAddress": "ada@example.com",
        "emailType": "home"
      }
    ],
    "phones": [
      {
        "phoneType": "mobile",
        "phoneNumber": "+442071234567"
      }
    ]
  },
  "guarantee": {
    "guarMethodCode": "CC",
    "paymentCard": {
      "cardNumber": "8111222233334444",
      "cardCode": "VI",
      "cardExpireDate": "1230",
      "cvv": "987",
      "cardHolderName": "Ada Lovelace"
    }
  },
  "comments": [
    "Late arrival"
  ],
  "externalResId": "EXT-12345",
  "sendConfirmation": true
} satisfies DcReservation,
  DcReservationModify: {
  "propCode": "NYCDC",
  "roomStays": [
    {
      "arrivalDate": "2026-03-11",
      "departureDate": "2026-03-14",
      "numAdults": 1,
      "numChildren": 1,
      "childAges": [
        7
      ],
      "roomTypeCode": "KNG",
      "ratePlanCode": "RAC",
      "bookingCode": "KNGRAC"
    }
  ],
  "guest": {
    "name": {
      "firstName": "Ada",
      "lastName": "Lovelace",
      "title": "Dr"
    },
    "addresses": [
      {
        "addressType": "home",
        "addressLine1": "12 St James Square",
        "city": "London",
        "postalCode": "SW1Y 4JH",
        "country": "GB"
      }
    ],
    "emails": [
      {
        "emailAddress": "ada@example.com",
        "emailType": "home"
      }
    ],
    "phones": [
      {
        "phoneType": "mobile",
        "phoneNumber": "+442071234567"
      }
    ]
  },
  "guarantee": {
    "guarMethodCode": "CC",
    "paymentCard": {
      "cardNumber": "XXXXXXXXXXXX4444",
      "cardCode": "VI",
      "cardExpireDate": "1230",
      "cardHolderName": "Ada Lovelace"
    }
  },
  "comments": [
    "Late arrival"
  ],
  "externalResId": "EXT-12345",
  "sendConfirmation": true
} satisfies DcReservation,
  CancelRequest: { sendConfirmation: false } satisfies CancelRequest,
  ConfirmRequest: { externalResId: 'EXT-12345' } satisfies ConfirmRequest,
};

const stay: DcReservationStay = {
  "confNumber": "10000001",
  "gnrNumber": 1000001,
  "propCode": "NYCDC",
  "resStatus": "confirmed",
  "resCreateDate": "2026-03-01T12:00:00.000Z",
  "lastResModifyDate": "2026-03-01T12:00:00.000Z",
  "arrivalDate": "2026-03-11",
  "departureDate": "2026-03-14",
  "numRooms": 1,
  "numAdults": 2,
  "numChildren": 0,
  "childAges": [],
  "adultAge": 18,
  "ageBasedPricing": true,
  "bookingCode": "KNGRAC",
  "guest": {
    "name": {
      "firstName": "Ada",
      "lastName": "Lovelace"
    },
    "addresses": [
      {
        "addressType": "home",
        "addressLine1": "12 St James Square",
        "city": "London",
        "country": "GB",
        "postalCode": "SW1Y 4JH"
      }
    ],
    "emails": [
      {
        "emailAddress": "ada@example.com",
        "emailType": "home"
      }
    ]
  },
  "ratePlan": {
    "ratePlanCode": "RAC",
    "ratePlanName": "Best Flexible Rate",
    "advancePurchase": false,
    "serviceChargesAndTaxesIncluded": false
  },
  "roomType": {
    "roomTypeCode": "KNG",
    "roomTypeDesc": [
      "Deluxe King",
      "One king bed, city view, 28 m2"
    ],
    "roomOccupancy": 3,
    "extraBedPermitted": true,
    "smokingRoom": false
  },
  "guarantee": {
    "guarMethodCode": "CC",
    "guarPolicyCode": "GCC",
    "guarPolicyDesc": "A credit card guarantees the first night.",
    "cxlPolicyCode": "CXL1D",
    "cxlPolicyDesc": "Cancel by 18:00 local time one day before arrival.",
    "cxlPolicyDeadline": "2026-03-10T22:00:00Z",
    "cxlPolicyLocalDeadline": "2026-03-10T18:00",
    "guarMethodDesc": "Credit card",
    "paymentCard": {
      "cardNumber": "XXXXXXXXXXXX4444",
      "cardCode": "VI",
      "cardExpireDate": "1230",
      "cardHolderName": "Ada Lovelace"
    }
  },
  "cost": {
    "amountBeforeTax": 790,
    "amountAfterTax": 1054.6,
    "amountWithFees": 895,
    "averageRate": 263.34,
    "averageRateAfterFees": 298.34,
    "averageRateAfterTax": 351.54,
    "totalTaxes": 159.6,
    "totalServiceCharges": 105,
    "guestTotalCostAfterTax": 1054.6,
    "currencyCode": "USD",
    "serviceChargesInTaxCalc": true,
    "chargeTotals": [
      {
        "category": "DESTINATIONFEE",
        "categoryType": "fee",
        "total": 105
      },
      {
        "category": "SALESTAX",
        "categoryType": "tax",
        "total": 79.44
      },
      {
        "category": "OCCUPANCYTAX",
        "categoryType": "tax",
        "total": 52.59
      },
      {
        "category": "UNITFEE",
        "categoryType": "tax",
        "total": 12
      },
      {
        "category": "SURCHARGE",
        "categoryType": "tax",
        "total": 15.59
      }
    ],
    "rateDetails": [
      {
        "effectiveDate": "2026-03-11",
        "rate1Person": 231,
        "rate2Person": 255,
        "extraPersonRate": 32,
        "childRates": [
          0,
          25,
          40
        ],
        "cribRate": 0,
        "rollawayRate": 25,
        "roomRate": 255
      },
      {
        "effectiveDate": "2026-03-13",
        "rate1Person": 254,
        "rate2Person": 280,
        "extraPersonRate": 35,
        "childRates": [
          0,
          25,
          40
        ],
        "cribRate": 0,
        "rollawayRate": 25,
        "roomRate": 280
      }
    ],
    "serviceChargeDesc": "Destination fee: Wi-Fi, fitness center, two drinks daily."
  },
  "bookingMessages": [
    {
      "startDate": "2026-03-11",
      "endDate": "2026-03-14",
      "message": "Cancel by 18:00 local time one day before arrival."
    }
  ],
  "childAgeRanges": [
    {
      "startChildAge": 0,
      "endChildAge": 2
    },
    {
      "startChildAge": 3,
      "endChildAge": 12
    },
    {
      "startChildAge": 13,
      "endChildAge": 17
    }
  ],
  "commission": {
    "amount": 79,
    "type": "percent",
    "payTo": "travelAgent"
  }
};

/** Response body examples, by response schema name. */
export const RESPONSE_EXAMPLES = {
  TokenReply: {
  "access_token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJkZW1vLXBhcnRuZXIifQ.c2lnbmF0dXJl",
  "scope": "am_application_scope default",
  "token_type": "Bearer",
  "expires_in": 1800
} satisfies TokenReply,
  PropDcShopList: [
  {
    "propCode": "NYCDC",
    "statusCode": 0,
    "statusMessage": "Available",
    "arrivalDate": "2026-03-11",
    "departureDate": "2026-03-14",
    "numAdults": 2,
    "numChildren": 1,
    "propName": "Direct Connect Midtown New York",
    "brandCode": "DC",
    "gdsChainCode": "DC",
    "lengthOfStay": 3,
    "childAges": [
      7
    ],
    "adultAge": 18,
    "ageBasedPricing": true,
    "currencyCode": "USD",
    "highRate": 617.34,
    "lowRate": 235.67,
    "ratePlans": {
      "RAC": {
        "ratePlanCode": "RAC",
        "ratePlanDesc": [
          "Best Flexible Rate",
          "Free cancellation until the day before arrival."
        ],
        "ratePlanOrder": 1,
        "ratePlanCategory": "rack",
        "advancePurchase": false,
        "serviceChargesAndTaxesIncluded": false,
        "highRate": 561.34,
        "lowRate": 288.34,
        "commissionable": true,
        "clientIdRequired": false,
        "currencyCode": "USD",
        "cxlPolicyCode": "CXL1D",
        "cxlPolicyDesc": "Cancel by 18:00 local time one day before arrival.",
        "cxlPolicyDeadline": "2026-03-10T22:00:00Z",
        "cxlPolicyLocalDeadline": "2026-03-10T18:00",
        "guarPolicyCode": "GCC",
        "guarPolicyDesc": "A credit card guarantees the first night.",
        "guaranteeMethods": [
          "CC",
          "DC",
          "CB"
        ],
        "serviceChargePeriods": [
          {
            "effectiveDate": "2000-01-01",
            "charges": [
              {
                "amount": 35,
                "basis": "perRoom",
                "period": "perNight",
                "type": "flat"
              }
            ]
          }
        ],
        "commissionType": "percent",
        "commissionAmount": 10
      },
      "APN": {
        "ratePlanCode": "APN",
        "ratePlanDesc": [
          "Advance Purchase, Non-Refundable",
          "Book 7 days ahead and save 15 %."
        ],
        "ratePlanOrder": 2,
        "ratePlanCategory": "promotional",
        "advancePurchase": true,
        "serviceChargesAndTaxesIncluded": false,
        "highRate": 480.67,
        "lowRate": 249,
        "commissionable": false,
        "clientIdRequired": false,
        "currencyCode": "USD",
        "cxlPolicyCode": "NRF",
        "cxlPolicyDesc": "Non-refundable: no refund on cancellation, change or no-show.",
        "guarPolicyCode": "PRE",
        "guarPolicyDesc": "The whole stay is charged at booking.",
        "guaranteeMethods": [
          "CC",
          "DC"
        ],
        "serviceChargePeriods": [
          {
            "effectiveDate": "2000-01-01",
            "charges": [
              {
                "amount": 35,
                "basis": "perRoom",
                "period": "perNight",
                "type": "flat"
              }
            ]
          }
        ],
        "depositDesc": "Full prepayment at booking."
      }
    },
    "roomTypes": {
      "KNG": {
        "roomTypeCode": "KNG",
        "roomTypeDesc": [
          "Deluxe King",
          "One king bed, city view, 28 m2"
        ],
        "roomOccupancy": 3,
        "numBeds": 1,
        "bedType": "king",
        "roomDisplayOrder": 1,
        "adaAccessibleRoom": false,
        "extraBedPermitted": true,
        "extraPersonsAllowed": true,
        "smokingRoom": false
      }
    },
    "roomRates": [
      {
        "ratePlanCode": "RAC",
        "roomTypeCode": "KNG",
        "bookingCode": "KNGRAC",
        "numRoomsAvail": 60,
        "rateAmount": 288.34,
        "amountBeforeTax": 865,
        "amountAfterTax": 1148.05,
        "amountWithFees": 970,
        "averageRate": 288.34,
        "averageRateAfterFees": 323.34,
        "averageRateAfterTax": 382.69,
        "totalTaxes": 178.05,
        "totalServiceCharges": 105,
        "serviceChargesInTaxCalc": true,
        "merchantTotalAmount": 1148.05,
        "rateChangeIndicator": true,
        "chargeTotals": [
          {
            "category": "DESTINATIONFEE",
            "categoryType": "fee",
            "total": 105
          },
          {
            "category": "SALESTAX",
            "categoryType": "tax",
            "total": 86.09
          },
          {
            "category": "OCCUPANCYTAX",
            "categoryType": "tax",
            "total": 56.99
          },
          {
            "category": "UNITFEE",
            "categoryType": "tax",
            "total": 18
          },
          {
            "category": "SURCHARGE",
            "categoryType": "tax",
            "total": 16.97
          }
        ],
        "rateDetails": [
          {
            "effectiveDate": "2026-03-11",
            "rate1Person": 231,
            "rate2Person": 255,
            "extraPersonRate": 32,
            "extraChildRate": 25,
            "childRates": [
              0,
              25,
              40
            ],
            "cribRate": 0,
            "rollawayRate": 25
          },
          {
            "effectiveDate": "2026-03-13",
            "rate1Person": 254,
            "rate2Person": 280,
            "extraPersonRate": 35,
            "extraChildRate": 25,
            "childRates": [
              0,
              25,
              40
            ],
            "cribRate": 0,
            "rollawayRate": 25
          }
        ],
        "serviceChargeDesc": "Destination fee: Wi-Fi, fitness center, two drinks daily.",
        "rollawayRate": 25,
        "cribRate": 0
      },
      {
        "ratePlanCode": "APN",
        "roomTypeCode": "KNG",
        "bookingCode": "KNGAPN",
        "numRoomsAvail": 60,
        "rateAmount": 249,
        "amountBeforeTax": 747,
        "amountAfterTax": 1010.61,
        "amountWithFees": 852,
        "averageRate": 249,
        "averageRateAfterFees": 284,
        "averageRateAfterTax": 336.87,
        "totalTaxes": 158.61,
        "totalServiceCharges": 105,
        "serviceChargesInTaxCalc": true,
        "merchantTotalAmount": 1010.61,
        "rateChangeIndicator": true,
        "chargeTotals": [
          {
            "category": "DESTINATIONFEE",
            "categoryType": "fee",
            "total": 105
          },
          {
            "category": "SALESTAX",
            "categoryType": "tax",
            "total": 75.62
          },
          {
            "category": "OCCUPANCYTAX",
            "categoryType": "tax",
            "total": 50.06
          },
          {
            "category": "UNITFEE",
            "categoryType": "tax",
            "total": 18
          },
          {
            "category": "SURCHARGE",
            "categoryType": "tax",
            "total": 14.94
          }
        ],
        "rateDetails": [
          {
            "effectiveDate": "2026-03-11",
            "rate1Person": 197,
            "rate2Person": 217,
            "extraPersonRate": 27,
            "extraChildRate": 25,
            "childRates": [
              0,
              25,
              40
            ],
            "cribRate": 0,
            "rollawayRate": 25
          },
          {
            "effectiveDate": "2026-03-13",
            "rate1Person": 216,
            "rate2Person": 238,
            "extraPersonRate": 30,
            "extraChildRate": 25,
            "childRates": [
              0,
              25,
              40
            ],
            "cribRate": 0,
            "rollawayRate": 25
          }
        ],
        "serviceChargeDesc": "Destination fee: Wi-Fi, fitness center, two drinks daily.",
        "depositAmount": 1010.61,
        "rollawayRate": 25,
        "cribRate": 0
      }
    ],
    "taxPeriods": [
      {
        "effectiveDate": "2026-03-01",
        "taxes": [
          {
            "amount": 8.875,
            "basis": "perRoom",
            "period": "perNight",
            "type": "percent"
          },
          {
            "amount": 5.875,
            "basis": "perRoom",
            "period": "perNight",
            "type": "percent"
          },
          {
            "amount": 2,
            "basis": "perGuest",
            "period": "perNight",
            "type": "flat"
          },
          {
            "amount": 1.5,
            "basis": "perRoom",
            "period": "perNight",
            "type": "sum"
          }
        ]
      }
    ],
    "childAgeRanges": [
      {
        "startChildAge": 0,
        "endChildAge": 2
      },
      {
        "startChildAge": 3,
        "endChildAge": 12
      },
      {
        "startChildAge": 13,
        "endChildAge": 17
      }
    ]
  },
  {
    "propCode": "TYODC",
    "statusCode": 0,
    "statusMessage": "Available",
    "arrivalDate": "2026-03-11",
    "departureDate": "2026-03-14",
    "numAdults": 2,
    "numChildren": 1,
    "propName": "Direct Connect Tokyo Shinjuku",
    "brandCode": "DC",
    "gdsChainCode": "DC",
    "lengthOfStay": 3,
    "childAges": [
      7
    ],
    "adultAge": 12,
    "ageBasedPricing": true,
    "currencyCode": "JPY",
    "highRate": 50300,
    "lowRate": 22900,
    "ratePlans": {
      "RAC": {
        "ratePlanCode": "RAC",
        "ratePlanDesc": [
          "Best Flexible Rate",
          "Free cancellation until the day before arrival."
        ],
        "ratePlanOrder": 1,
        "ratePlanCategory": "rack",
        "advancePurchase": false,
        "serviceChargesAndTaxesIncluded": false,
        "highRate": 45300,
        "lowRate": 26400,
        "commissionable": true,
        "clientIdRequired": false,
        "currencyCode": "JPY",
        "cxlPolicyCode": "CXL1D",
        "cxlPolicyDesc": "Cancel by 15:00 local time one day before arrival.",
        "cxlPolicyDeadline": "2026-03-10T06:00:00Z",
        "cxlPolicyLocalDeadline": "2026-03-10T15:00",
        "guarPolicyCode": "GCC",
        "guarPolicyDesc": "A credit card guarantees the first night.",
        "guaranteeMethods": [
          "CC",
          "DC",
          "CB"
        ],
        "serviceChargePeriods": [
          {
            "effectiveDate": "2000-01-01",
            "charges": [
              {
                "amount": 10,
                "basis": "perRoom",
                "period": "perNight",
                "type": "percent"
              }
            ]
          }
        ],
        "commissionType": "percent",
        "commissionAmount": 10
      },
      "APN": {
        "ratePlanCode": "APN",
        "ratePlanDesc": [
          "Advance Purchase, Non-Refundable",
          "Book 7 days ahead and save 15 %."
        ],
        "ratePlanOrder": 2,
        "ratePlanCategory": "promotional",
        "advancePurchase": true,
        "serviceChargesAndTaxesIncluded": false,
        "highRate": 38900,
        "lowRate": 22900,
        "commissionable": false,
        "clientIdRequired": false,
        "currencyCode": "JPY",
        "cxlPolicyCode": "NRF",
        "cxlPolicyDesc": "Non-refundable: no refund on cancellation, change or no-show.",
        "guarPolicyCode": "PRE",
        "guarPolicyDesc": "The whole stay is charged at booking.",
        "guaranteeMethods": [
          "CC",
          "DC"
        ],
        "serviceChargePeriods": [
          {
            "effectiveDate": "2000-01-01",
            "charges": [
              {
                "amount": 10,
                "basis": "perRoom",
                "period": "perNight",
                "type": "percent"
              }
            ]
          }
        ],
        "depositDesc": "Full prepayment at booking."
      }
    },
    "roomTypes": {
      "TWN": {
        "roomTypeCode": "TWN",
        "roomTypeDesc": [
          "Superior Twin",
          "Two twin beds, 24 m2"
        ],
        "roomOccupancy": 3,
        "numBeds": 2,
        "bedType": "twin",
        "roomDisplayOrder": 2,
        "adaAccessibleRoom": false,
        "extraBedPermitted": true,
        "extraPersonsAllowed": true,
        "smokingRoom": false
      }
    },
    "roomRates": [
      {
        "ratePlanCode": "RAC",
        "roomTypeCode": "TWN",
        "bookingCode": "TWNRAC",
        "numRoomsAvail": 60,
        "rateAmount": 26400,
        "amountBeforeTax": 79200,
        "amountAfterTax": 97632,
        "amountWithFees": 87120,
        "averageRate": 26400,
        "averageRateAfterFees": 29040,
        "averageRateAfterTax": 32544,
        "totalTaxes": 10512,
        "totalServiceCharges": 7920,
        "serviceChargesInTaxCalc": true,
        "merchantTotalAmount": 95832,
        "rateChangeIndicator": false,
        "chargeTotals": [
          {
            "category": "SERVICE",
            "categoryType": "fee",
            "total": 7920
          },
          {
            "category": "CONSUMPTIONTAX",
            "categoryType": "tax",
            "total": 8712
          },
          {
            "category": "ACCOMMODATIONTAX",
            "categoryType": "tax",
            "total": 1800
          }
        ],
        "rateDetails": [
          {
            "effectiveDate": "2026-03-11",
            "rate1Person": 19800,
            "rate2Person": 23400,
            "extraPersonRate": 6300,
            "extraChildRate": 3000,
            "childRates": [
              0,
              3000
            ],
            "rollawayRate": 5000
          }
        ],
        "serviceChargeDesc": "Service charge 10 %.",
        "rollawayRate": 5000
      },
      {
        "ratePlanCode": "APN",
        "roomTypeCode": "TWN",
        "bookingCode": "TWNAPN",
        "numRoomsAvail": 60,
        "rateAmount": 22900,
        "amountBeforeTax": 68700,
        "amountAfterTax": 84927,
        "amountWithFees": 75570,
        "averageRate": 22900,
        "averageRateAfterFees": 25190,
        "averageRateAfterTax": 28309,
        "totalTaxes": 9357,
        "totalServiceCharges": 6870,
        "serviceChargesInTaxCalc": true,
        "merchantTotalAmount": 83127,
        "rateChangeIndicator": false,
        "chargeTotals": [
          {
            "category": "SERVICE",
            "categoryType": "fee",
            "total": 6870
          },
          {
            "category": "CONSUMPTIONTAX",
            "categoryType": "tax",
            "total": 7557
          },
          {
            "category": "ACCOMMODATIONTAX",
            "categoryType": "tax",
            "total": 1800
          }
        ],
        "rateDetails": [
          {
            "effectiveDate": "2026-03-11",
            "rate1Person": 16800,
            "rate2Person": 19900,
            "extraPersonRate": 5400,
            "extraChildRate": 3000,
            "childRates": [
              0,
              3000
            ],
            "rollawayRate": 5000
          }
        ],
        "serviceChargeDesc": "Service charge 10 %.",
        "depositAmount": 84927,
        "rollawayRate": 5000
      }
    ],
    "taxPeriods": [
      {
        "effectiveDate": "2026-03-01",
        "taxes": [
          {
            "amount": 10,
            "basis": "perRoom",
            "period": "perNight",
            "type": "percent"
          },
          {
            "amount": 200,
            "basis": "perGuest",
            "period": "perNight",
            "type": "flat"
          }
        ]
      }
    ],
    "childAgeRanges": [
      {
        "startChildAge": 0,
        "endChildAge": 5
      },
      {
        "startChildAge": 6,
        "endChildAge": 11
      }
    ]
  },
  {
    "propCode": "NOPE1",
    "statusCode": 392,
    "statusMessage": "Invalid hotel code",
    "arrivalDate": "2026-03-11",
    "departureDate": "2026-03-14",
    "numAdults": 2,
    "numChildren": 1
  }
] satisfies PropDcShop[],
  PropDcShop: {
  "propCode": "PARDC",
  "statusCode": 0,
  "statusMessage": "Available",
  "arrivalDate": "2026-03-11",
  "departureDate": "2026-03-14",
  "numAdults": 2,
  "propName": "Direct Connect Paris Opera",
  "brandCode": "DC",
  "gdsChainCode": "DC",
  "lengthOfStay": 3,
  "numChildren": 0,
  "childAges": [],
  "adultAge": 18,
  "ageBasedPricing": true,
  "currencyCode": "EUR",
  "highRate": 332,
  "lowRate": 163.34,
  "ratePlans": {
    "RAC": {
      "ratePlanCode": "RAC",
      "ratePlanDesc": [
        "Best Flexible Rate",
        "Free cancellation until the day before arrival."
      ],
      "ratePlanOrder": 1,
      "ratePlanCategory": "rack",
      "advancePurchase": false,
      "serviceChargesAndTaxesIncluded": false,
      "highRate": 284,
      "lowRate": 192.67,
      "commissionable": true,
      "clientIdRequired": false,
      "currencyCode": "EUR",
      "cxlPolicyCode": "CXL1D",
      "cxlPolicyDesc": "Cancel by 23:59 local time one day before arrival.",
      "cxlPolicyDeadline": "2026-03-10T22:59:00Z",
      "cxlPolicyLocalDeadline": "2026-03-10T23:59",
      "guarPolicyCode": "GCC",
      "guarPolicyDesc": "A credit card guarantees the first night.",
      "guaranteeMethods": [
        "CC",
        "DC",
        "CB"
      ],
      "commissionType": "percent",
      "commissionAmount": 10
    },
    "APN": {
      "ratePlanCode": "APN",
      "ratePlanDesc": [
        "Advance Purchase, Non-Refundable",
        "Book 7 days ahead and save 15 %."
      ],
      "ratePlanOrder": 2,
      "ratePlanCategory": "promotional",
      "advancePurchase": true,
      "serviceChargesAndTaxesIncluded": false,
      "highRate": 241.34,
      "lowRate": 163.34,
      "commissionable": false,
      "clientIdRequired": false,
      "currencyCode": "EUR",
      "cxlPolicyCode": "NRF",
      "cxlPolicyDesc": "Non-refundable: no refund on cancellation, change or no-show.",
      "guarPolicyCode": "PRE",
      "guarPolicyDesc": "The whole stay is charged at booking.",
      "guaranteeMethods": [
        "CC",
        "DC"
      ],
      "depositDesc": "Full prepayment at booking."
    }
  },
  "roomTypes": {
    "CLA": {
      "roomTypeCode": "CLA",
      "roomTypeDesc": [
        "Classique Double",
        "One double bed, courtyard"
      ],
      "roomOccupancy": 2,
      "numBeds": 1,
      "bedType": "double",
      "roomDisplayOrder": 1,
      "adaAccessibleRoom": false,
      "extraBedPermitted": false,
      "extraPersonsAllowed": true,
      "smokingRoom": false
    }
  },
  "roomRates": [
    {
      "ratePlanCode": "RAC",
      "roomTypeCode": "CLA",
      "bookingCode": "CLARAC",
      "numRoomsAvail": 45,
      "rateAmount": 192.67,
      "amountBeforeTax": 578,
      "amountAfterTax": 667,
      "amountWithFees": 578,
      "averageRate": 192.67,
      "averageRateAfterFees": 192.67,
      "averageRateAfterTax": 222.34,
      "totalTaxes": 89,
      "totalServiceCharges": 0,
      "serviceChargesInTaxCalc": false,
      "merchantTotalAmount": 635.8,
      "rateChangeIndicator": true,
      "chargeTotals": [
        {
          "category": "VAT",
          "categoryType": "tax",
          "total": 57.8
        },
        {
          "category": "CITYTAX",
          "categoryType": "tax",
          "total": 31.2
        }
      ],
      "rateDetails": [
        {
          "effectiveDate": "2026-03-11",
          "rate1Person": 179,
          "rate2Person": 196,
          "childRates": [
            0,
            15,
            35
          ],
          "cribRate": 0
        },
        {
          "effectiveDate": "2026-03-13",
          "rate1Person": 170,
          "rate2Person": 186,
          "childRates": [
            0,
            15,
            35
          ],
          "cribRate": 0
        }
      ],
      "cribRate": 0
    },
    {
      "ratePlanCode": "APN",
      "roomTypeCode": "CLA",
      "bookingCode": "CLAAPN",
      "numRoomsAvail": 45,
      "rateAmount": 163.34,
      "amountBeforeTax": 490,
      "amountAfterTax": 570.2,
      "amountWithFees": 490,
      "averageRate": 163.34,
      "averageRateAfterFees": 163.34,
      "averageRateAfterTax": 190.07,
      "totalTaxes": 80.2,
      "totalServiceCharges": 0,
      "serviceChargesInTaxCalc": false,
      "merchantTotalAmount": 539,
      "rateChangeIndicator": true,
      "chargeTotals": [
        {
          "category": "VAT",
          "categoryType": "tax",
          "total": 49
        },
        {
          "category": "CITYTAX",
          "categoryType": "tax",
          "total": 31.2
        }
      ],
      "rateDetails": [
        {
          "effectiveDate": "2026-03-11",
          "rate1Person": 152,
          "rate2Person": 166,
          "childRates": [
            0,
            15,
            35
          ],
          "cribRate": 0
        },
        {
          "effectiveDate": "2026-03-13",
          "rate1Person": 144,
          "rate2Person": 158,
          "childRates": [
            0,
            15,
            35
          ],
          "cribRate": 0
        }
      ],
      "depositAmount": 570.2,
      "cribRate": 0
    }
  ],
  "taxPeriods": [
    {
      "effectiveDate": "2026-03-01",
      "taxes": [
        {
          "amount": 10,
          "basis": "perRoom",
          "period": "perNight",
          "type": "percent"
        },
        {
          "amount": 5.2,
          "basis": "perGuest",
          "period": "perNight",
          "type": "flat"
        }
      ]
    }
  ],
  "childAgeRanges": [
    {
      "startChildAge": 0,
      "endChildAge": 3
    },
    {
      "startChildAge": 4,
      "endChildAge": 11
    },
    {
      "startChildAge": 12,
      "endChildAge": 17
    }
  ]
} satisfies PropDcShop,
  DcReservationStayList: [stay] satisfies DcReservationStay[],
  DcReservationStay: stay,
  CancelReply: {
  "cxlNumber": "50000001"
} satisfies CancelReply,
  WhoAmI: {
  "applicationId": "demo-partner",
  "applicationName": "demo-partner",
  "userType": "APPLICATION",
  "userRealm": "applications",
  "keyIdentifier": "demo-partner",
  "svcAppAccess": [
    "shop",
    "book",
    "hold",
    "whoami"
  ],
  "roles": [
    "shop",
    "book",
    "hold",
    "whoami"
  ],
  "partnerId": 1001
} satisfies WhoAmI,
  ErrorDetail: {
  "code": 400,
  "context": "shopRequest",
  "message": "2 problems in shopRequest",
  "notifications": [
    {
      "code": "PATTERN_MISMATCH",
      "fields": [
        "props[0].propCode"
      ],
      "message": "props[0].propCode must match ^[A-Z0-9]{2,6}$",
      "otaErrorCode": 320
    },
    {
      "code": "DEPARTURE_NOT_AFTER_ARRIVAL",
      "fields": [
        "departureDate",
        "arrivalDate"
      ],
      "message": "departureDate (2026-03-11) must be after arrivalDate (2026-03-11)",
      "otaErrorCode": 404
    }
  ]
} satisfies ErrorDetail,
  TokenError: {
  "error": "invalid_client",
  "error_description": "Client authentication failed: unknown client_id or wrong client_secret for this environment."
} satisfies TokenError,
  Fault: {
  "fault": {
    "code": 900901,
    "message": "Invalid Credentials",
    "description": "Access failure for API: the access token is missing, invalid or expired. Get a new token from /realms/applications/token."
  }
} satisfies Fault,
};
