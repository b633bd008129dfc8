; obligation 0: load x[_m, n // 2] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 1: load x[_m, n // 2] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 2: load x[_m, n // 2] | dim 1 lower: n // 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div n 2) 0)))
(check-sat)

; obligation 3: load x[_m, n // 2] | dim 1 upper: n // 2 + 1 <= 3584
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div n 2) 1) 3584)))
(check-sat)

; obligation 4: load x[_m, n // 2] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div n 2) 1) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx _i 1) 1) 3584) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 5: load x[_m, n // 2] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 6: load x[_m, n // 2] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 7: load x[_m, n // 2] | dim 1 lower: n // 2 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div n 2) 0)))
(check-sat)

; obligation 8: load x[_m, n // 2] | dim 1 upper: n // 2 + 1 <= 3584
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div n 2) 1) 3584)))
(check-sat)

; obligation 9: load x[_m, n // 2] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div n 2) 1) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx _i 1) 1) 3584) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 10: load s[_m, n // 32] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 11: load s[_m, n // 32] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 12: load s[_m, n // 32] | dim 1 lower: n // 32 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (div n 32) 0)))
(check-sat)

; obligation 13: load s[_m, n // 32] | dim 1 upper: n // 32 + 1 <= 224
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ (div n 32) 1) 224)))
(check-sat)

; obligation 14: load s[_m, n // 32] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (* (- (+ (div n 32) 1) 1) 1)))
(let ((a!2 (+ 0 (* (- (+ bx _i 1) 1) 224) a!1)))
  (not (< a!2 2147483648)))))
(check-sat)

; obligation 15: store y[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 16: store y[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 17: store y[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 18: store y[_m, n] | dim 1 upper: n + 1 <= 7168
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 7168)))
(check-sat)

; obligation 19: store y[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 7168)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 7168) (* (- (+ n 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)
