; obligation 0: load x[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 1: load x[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 2: load x[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 3: load x[_m, n] | dim 1 upper: n + 1 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 2048)))
(check-sat)

; obligation 4: load x[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 2048) (* (- (+ n 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 5: load x[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 6: load x[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 7: load x[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 8: load x[_m, n] | dim 1 upper: n + 1 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 2048)))
(check-sat)

; obligation 9: load x[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 2048) (* (- (+ n 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: load x[_m, n + 1024] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 11: load x[_m, n + 1024] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 12: load x[_m, n + 1024] | dim 1 lower: n + 1024 >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ n 1024) 0)))
(check-sat)

; obligation 13: load x[_m, n + 1024] | dim 1 upper: n + 1024 + 1 <= 2048
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1024 1) 2048)))
(check-sat)

; obligation 14: load x[_m, n + 1024] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 2048) (* (- (+ n 1024 1) 1) 1))))
  (not (< a!1 2147483648))))
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
(assert (and (>= n 0) (< n 1024)))
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
(assert (and (>= n 0) (< n 1024)))
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
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 18: store y[_m, n] | dim 1 upper: n + 1 <= 1024
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 1024)))
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
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 1024) (* (- (+ n 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 20: load w[_m] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i) 0)))
(check-sat)

; obligation 21: load w[_m] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i 1) M)))
(check-sat)

; obligation 22: load w[_m] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1024)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)
