; obligation 0: load x[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1536)))
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
(assert (and (>= n 0) (< n 1536)))
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
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 3: load x[_m, n] | dim 1 upper: n + 1 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 1536)))
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
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 1536) (* (- (+ n 1) 1) 1))))
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
(assert (and (>= n 0) (< n 1536)))
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
(assert (and (>= n 0) (< n 1536)))
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
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n 0)))
(check-sat)

; obligation 8: load x[_m, n] | dim 1 upper: n + 1 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun _i () Int)
(declare-fun bx () Int)
(declare-fun n () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i 0) (< _i 1)))
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n 1) 1536)))
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
(assert (and (>= n 0) (< n 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i 1) 1) 1536) (* (- (+ n 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 10: load x[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i_2) 0)))
(check-sat)

; obligation 11: load x[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i_2 1) M)))
(check-sat)

; obligation 12: load x[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n_1 0)))
(check-sat)

; obligation 13: load x[_m, n] | dim 1 upper: n + 1 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n_1 1) 1536)))
(check-sat)

; obligation 14: load x[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i_2 1) 1) 1536) (* (- (+ n_1 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 15: load weight[n] | dim 0 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n_1 0)))
(check-sat)

; obligation 16: load weight[n] | dim 0 upper: n + 1 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n_1 1) 1536)))
(check-sat)

; obligation 17: load weight[n] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _i_2 () Int)
(declare-fun bx () Int)
(declare-fun n_1 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_2 0) (< _i_2 1)))
(assert (and (>= n_1 0) (< n_1 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ n_1 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 18: store s[_m, _g] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 12)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i_4) 0)))
(check-sat)

; obligation 19: store s[_m, _g] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 12)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i_4 1) M)))
(check-sat)

; obligation 20: store s[_m, _g] | dim 1 lower: _g >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 12)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= _g 0)))
(check-sat)

; obligation 21: store s[_m, _g] | dim 1 upper: _g + 1 <= 12
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 12)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ _g 1) 12)))
(check-sat)

; obligation 22: store s[_m, _g] | int32: largest linear offset < 2^31
; expect unsat
(declare-fun M () Int)
(declare-fun _g () Int)
(declare-fun _i_4 () Int)
(declare-fun bx () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_4 0) (< _i_4 1)))
(assert (and (>= _g 0) (< _g 12)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i_4 1) 1) 12) (* (- (+ _g 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)

; obligation 23: store y[_m, n] | dim 0 lower: _m >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= (+ bx _i_5) 0)))
(check-sat)

; obligation 24: store y[_m, n] | dim 0 upper: _m + 1 <= M
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ bx _i_5 1) M)))
(check-sat)

; obligation 25: store y[_m, n] | dim 1 lower: n >= 0
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (>= n_3 0)))
(check-sat)

; obligation 26: store y[_m, n] | dim 1 upper: n + 1 <= 1536
; expect unsat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (not (<= (+ n_3 1) 1536)))
(check-sat)

; obligation 27: store y[_m, n] | int32: largest linear offset < 2^31
; expect sat
(declare-fun M () Int)
(declare-fun _i_5 () Int)
(declare-fun bx () Int)
(declare-fun n_3 () Int)
(assert (let ((a!1 (< bx (+ 0 (- (+ M 1) 1)))))
  (and (>= bx 0) a!1)))
(assert (and (>= _i_5 0) (< _i_5 1)))
(assert (and (>= n_3 0) (< n_3 1536)))
(assert (and (>= M 0) (<= M 16777216)))
(assert (let ((a!1 (+ 0 (* (- (+ bx _i_5 1) 1) 1536) (* (- (+ n_3 1) 1) 1))))
  (not (< a!1 2147483648))))
(check-sat)
